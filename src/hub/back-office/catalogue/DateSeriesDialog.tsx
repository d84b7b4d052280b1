import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { ApiRefusal } from "../../../lib/json-request";
import type { Lang } from "../../../lib/languages";
import type { PreviewDate } from "../../../schemas/back-office/date-series";
import type { ProductionItem } from "../../../schemas/back-office/productions";
import { hubRequest, useHubApi } from "../../api";
import { HubDialog } from "../../HubDialog";
import { type Outcome, OutcomeMessage } from "../../OutcomeMessage";
import { formatHubDateTime, useHubLang, useHubTexts } from "../../texts";

/**
 * The "series of dates" dialog of a production's form (issue 27): a rule (weekdays between two
 * days at a time, except some days; or a list of dates), its preview with conflicts, then the
 * room and the seat groups with their prices every date gets, and the create.
 */

const TEXTS = {
  de: {
    title: "Terminserie anlegen",
    kind: "Art der Serie",
    weekly: "Wöchentlich an Wochentagen",
    list: "Einzelne Termine",
    weekdays: "Wochentage",
    days: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    from: "Vom",
    to: "Bis (einschließlich)",
    time: "Uhrzeit",
    except: "Außer an (ein Datum je Zeile, JJJJ-MM-TT)",
    dates: "Termine (je Zeile: JJJJ-MM-TT hh:mm)",
    room: "Raum",
    noRoom: "Kein Raum",
    seatGroups: "Platzgruppen (jeder Termin erhält sie)",
    nameDe: "Name (Deutsch)",
    nameEn: "Name (Englisch)",
    capacity: "Plätze",
    fullPrice: "Normalpreis (€)",
    reducedPrice: "Ermäßigt (€, leer: keine Ermäßigung)",
    addGroup: "Platzgruppe hinzufügen",
    removeGroup: (index: number) => `Platzgruppe ${index} entfernen`,
    group: (index: number) => `Platzgruppe ${index}`,
    preview: "Vorschau",
    previewTitle: (count: number) => `${count} ${count === 1 ? "Termin" : "Termine"}`,
    conflict: (titles: string) => `Im selben Raum zur selben Zeit: ${titles}`,
    create: (count: number) => `${count} ${count === 1 ? "Termin" : "Termine"} anlegen`,
    created: (count: number) => `${count} ${count === 1 ? "Termin wurde" : "Termine wurden"} angelegt.`,
    cancel: "Abbrechen",
    network: "Keine Verbindung zum Server. Bitte erneut versuchen.",
    stale: "Die Produktion wurde inzwischen gespeichert. Bitte die Seite neu laden.",
  },
  en: {
    title: "Create a series of dates",
    kind: "Kind of series",
    weekly: "Weekly on weekdays",
    list: "Single dates",
    weekdays: "Weekdays",
    days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    from: "From",
    to: "To (included)",
    time: "Time",
    except: "Except on (one date a line, YYYY-MM-DD)",
    dates: "Dates (a line each: YYYY-MM-DD hh:mm)",
    room: "Room",
    noRoom: "No room",
    seatGroups: "Seat groups (every date gets them)",
    nameDe: "Name (German)",
    nameEn: "Name (English)",
    capacity: "Seats",
    fullPrice: "Full price (€)",
    reducedPrice: "Reduced (€, empty: none)",
    addGroup: "Add a seat group",
    removeGroup: (index: number) => `Remove seat group ${index}`,
    group: (index: number) => `Seat group ${index}`,
    preview: "Preview",
    previewTitle: (count: number) => `${count} ${count === 1 ? "date" : "dates"}`,
    conflict: (titles: string) => `Same room at the same time: ${titles}`,
    create: (count: number) => `Create ${count} ${count === 1 ? "date" : "dates"}`,
    created: (count: number) => `${count} ${count === 1 ? "date was" : "dates were"} created.`,
    cancel: "Cancel",
    network: "The server could not be reached. Please try again.",
    stale: "The production has been saved meanwhile. Please reload the page.",
  },
};

/** Monday first, as a German calendar shows the week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** sale_type_id of the ticketing system (the seed's): the full price and the reduced one. */
const SALE_TYPE = { full: 1, reduced: 2 } as const;

interface SeatGroupRow {
  name_de: string;
  name_en: string;
  capacity: string;
  full: string;
  reduced: string;
}

const lines = (text: string) =>
  text
    .split(/\n|,/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Euros as typed ("32", "32,50") in cents; NaN when not a sum. */
const cents = (euros: string) => Math.round(Number(euros.trim().replace(",", ".")) * 100);

/** The rule the fields describe (the API checks it and names the field of a problem). */
function ruleOf(state: RuleState) {
  if (state.kind === "list") {
    return {
      kind: "list" as const,
      dates: lines(state.list).map((line) => {
        const [day = "", time = ""] = line.split(/\s+/);
        return { day, time };
      }),
    };
  }
  return {
    kind: "weekly" as const,
    weekdays: [...state.weekdays].sort(),
    from: state.from,
    to: state.to,
    time: state.time,
    except: lines(state.except),
  };
}

interface RuleState {
  kind: "weekly" | "list";
  weekdays: ReadonlySet<number>;
  from: string;
  to: string;
  time: string;
  except: string;
  list: string;
}

/** The seat groups and prices every date gets (TicketsBody of an event). */
function ticketsOf(rows: SeatGroupRow[], names: { full: Record<Lang, string>; reduced: Record<Lang, string> }) {
  const prices = rows.flatMap((row, index) => [
    {
      seat_group_index: index,
      sale_type_id: SALE_TYPE.full,
      price_cents: cents(row.full),
      name_de: names.full.de,
      name_en: names.full.en,
      is_full_price: true,
      has_discounts: row.reduced.trim() !== "",
    },
    ...(row.reduced.trim() === ""
      ? []
      : [
          {
            seat_group_index: index,
            sale_type_id: SALE_TYPE.reduced,
            price_cents: cents(row.reduced),
            name_de: names.reduced.de,
            name_en: names.reduced.en,
          },
        ]),
  ]);
  return {
    seat_groups: rows.map((row) => ({ name_de: row.name_de, name_en: row.name_en, capacity: Number(row.capacity) })),
    prices,
  };
}

const FULL = { de: "Normalpreis", en: "Full price" };
const REDUCED = { de: "Ermäßigt", en: "Reduced" };

export function DateSeriesDialog({ production, onClose }: { production: ProductionItem; onClose: () => void }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const id = useId();
  const queryClient = useQueryClient();
  const [rule, setRule] = useState<RuleState>({
    kind: "weekly",
    weekdays: new Set(),
    from: "",
    to: "",
    time: "19:30",
    except: "",
    list: "",
  });
  const [roomId, setRoomId] = useState("");
  const [groups, setGroups] = useState<SeatGroupRow[]>([
    { name_de: "Parkett", name_en: "Stalls", capacity: "100", full: "", reduced: "" },
  ]);
  const [preview, setPreview] = useState<PreviewDate[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const rooms = useQuery({
    queryKey: ["hub", "rooms", lang],
    queryFn: () => api.get<{ id: number; name: string }[]>("/api/rooms/", { lang }),
  });
  const changeRule = (change: Partial<RuleState>) => {
    setRule({ ...rule, ...change });
    setPreview(null);
  };
  const refusal = (status: number, body: ApiRefusal | null): Outcome => {
    if (status === 0) return { ok: false, text: text.network };
    if (body?.error === "stale_revision") return { ok: false, text: text.stale };
    const problems = body?.problems?.map((problem) => `${problem.path}: ${problem.message}`).join(" ");
    return {
      ok: false,
      text:
        [body?.field && `${body.field}: ${body.detail}`, problems, !body?.field && !problems && body?.detail]
          .filter(Boolean)
          .join(" ") || `HTTP ${status}`,
    };
  };
  const room = roomId === "" ? null : Number(roomId);

  async function showPreview() {
    setBusy(true);
    setOutcome(null);
    const answer = await hubRequest<{ dates: PreviewDate[] }>("POST", `productions/${production.id}/dates/preview/`, {
      rule: ruleOf(rule),
      room_id: room,
    });
    setBusy(false);
    if (answer.ok) setPreview(answer.body.dates);
    else setOutcome(refusal(answer.status, answer.body));
  }

  async function create() {
    setBusy(true);
    setOutcome(null);
    const answer = await hubRequest<{ events: number[] }>("POST", `productions/${production.id}/dates/`, {
      revision: production.revision,
      rule: ruleOf(rule),
      room_id: room,
      ...ticketsOf(groups, { full: FULL, reduced: REDUCED }),
    });
    setBusy(false);
    if (!answer.ok) {
      setOutcome(refusal(answer.status, answer.body));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ["hub"] });
    setOutcome({ ok: true, text: text.created(answer.body.events.length) });
    setPreview(null);
  }

  const setGroup = (index: number, change: Partial<SeatGroupRow>) =>
    setGroups(groups.map((group, at) => (at === index ? { ...group, ...change } : group)));

  return (
    <HubDialog open wide title={text.title} onClose={onClose}>
      <form
        className="date-series"
        onSubmit={(event) => {
          event.preventDefault();
          void (preview ? create() : showPreview());
        }}
      >
        <fieldset>
          <legend>{text.kind}</legend>
          {(["weekly", "list"] as const).map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={rule.kind === kind}
                onChange={() => changeRule({ kind })}
              />{" "}
              {text[kind]}
            </label>
          ))}
        </fieldset>
        {rule.kind === "weekly" ? (
          <>
            <fieldset>
              <legend>{text.weekdays}</legend>
              {WEEK.map((day) => (
                <label key={day}>
                  <input
                    type="checkbox"
                    checked={rule.weekdays.has(day)}
                    onChange={(event) => {
                      const weekdays = new Set(rule.weekdays);
                      if (event.currentTarget.checked) weekdays.add(day);
                      else weekdays.delete(day);
                      changeRule({ weekdays });
                    }}
                  />{" "}
                  {text.days[day]}
                </label>
              ))}
            </fieldset>
            <label htmlFor={`${id}-from`}>{text.from}</label>
            <input
              id={`${id}-from`}
              type="date"
              required
              value={rule.from}
              onChange={(event) => changeRule({ from: event.currentTarget.value })}
            />
            <label htmlFor={`${id}-to`}>{text.to}</label>
            <input
              id={`${id}-to`}
              type="date"
              required
              value={rule.to}
              onChange={(event) => changeRule({ to: event.currentTarget.value })}
            />
            <label htmlFor={`${id}-time`}>{text.time}</label>
            <input
              id={`${id}-time`}
              type="time"
              required
              value={rule.time}
              onChange={(event) => changeRule({ time: event.currentTarget.value })}
            />
            <label htmlFor={`${id}-except`}>{text.except}</label>
            <textarea
              id={`${id}-except`}
              rows={3}
              value={rule.except}
              onChange={(event) => changeRule({ except: event.currentTarget.value })}
            />
          </>
        ) : (
          <>
            <label htmlFor={`${id}-list`}>{text.dates}</label>
            <textarea
              id={`${id}-list`}
              rows={6}
              required
              value={rule.list}
              onChange={(event) => changeRule({ list: event.currentTarget.value })}
            />
          </>
        )}
        <label htmlFor={`${id}-room`}>{text.room}</label>
        <select
          id={`${id}-room`}
          value={roomId}
          onChange={(event) => {
            setRoomId(event.currentTarget.value);
            setPreview(null);
          }}
        >
          <option value="">{text.noRoom}</option>
          {rooms.data?.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>{text.seatGroups}</legend>
          {groups.map((group, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's position is its identity here
            <fieldset key={index}>
              <legend>{text.group(index + 1)}</legend>
              <label>
                {text.nameDe}{" "}
                <input
                  required
                  lang="de"
                  value={group.name_de}
                  onChange={(event) => setGroup(index, { name_de: event.currentTarget.value })}
                />
              </label>
              <label>
                {text.nameEn}{" "}
                <input
                  required
                  lang="en"
                  value={group.name_en}
                  onChange={(event) => setGroup(index, { name_en: event.currentTarget.value })}
                />
              </label>
              <label>
                {text.capacity}{" "}
                <input
                  type="number"
                  min={0}
                  required
                  value={group.capacity}
                  onChange={(event) => setGroup(index, { capacity: event.currentTarget.value })}
                />
              </label>
              <label>
                {text.fullPrice}{" "}
                <input
                  inputMode="decimal"
                  required
                  value={group.full}
                  onChange={(event) => setGroup(index, { full: event.currentTarget.value })}
                />
              </label>
              <label>
                {text.reducedPrice}{" "}
                <input
                  inputMode="decimal"
                  value={group.reduced}
                  onChange={(event) => setGroup(index, { reduced: event.currentTarget.value })}
                />
              </label>
              {groups.length > 1 && (
                <button
                  type="button"
                  className="hub-button"
                  onClick={() => setGroups(groups.filter((_, at) => at !== index))}
                >
                  {text.removeGroup(index + 1)}
                </button>
              )}
            </fieldset>
          ))}
          <button
            type="button"
            className="hub-button"
            onClick={() => setGroups([...groups, { name_de: "", name_en: "", capacity: "0", full: "", reduced: "" }])}
          >
            {text.addGroup}
          </button>
        </fieldset>
        <OutcomeMessage outcome={outcome} />
        {preview && (
          <section aria-live="polite">
            <h3>{text.previewTitle(preview.length)}</h3>
            <ol>
              {preview.map((date) => (
                <li key={date.start}>
                  {formatHubDateTime(lang, date.start)}
                  {date.conflicts.length > 0 && (
                    <strong> — {text.conflict(date.conflicts.map((event) => event.title).join(", "))}</strong>
                  )}
                </li>
              ))}
            </ol>
          </section>
        )}
        <div className="hub-form__end">
          <button type="button" className="hub-button" onClick={onClose}>
            {text.cancel}
          </button>
          {preview ? (
            <button type="submit" className="hub-button hub-button--primary" disabled={busy}>
              {text.create(preview.length)}
            </button>
          ) : (
            <button type="submit" className="hub-button hub-button--primary" disabled={busy}>
              {text.preview}
            </button>
          )}
        </div>
      </form>
    </HubDialog>
  );
}
