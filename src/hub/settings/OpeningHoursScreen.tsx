import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useState } from "react";
import * as v from "valibot";
import {
  DayHours,
  type DayHoursInput,
  dayHoursProblems,
  EXCEPTION_PERIODS,
  type ExceptionDay,
  ExceptionHours,
  type ExceptionHoursInput,
  type ExceptionPeriod,
  type WeekResponse,
} from "../../schemas/hub-opening-hours";
import { hubReadQuery, hubRequest, useHubApi } from "../api";
import { useConfirm } from "../ConfirmDialog";
import { HubFormElement, useHubForm } from "../form/form";
import { HubDialog } from "../HubDialog";
import { HubPage } from "../HubPage";
import { useListQuery } from "../list-state";
import { type Outcome, OutcomeMessage } from "../OutcomeMessage";
import { HubTable } from "../table/HubTable";
import { useHubLang, useHubTexts } from "../texts";

const TEXTS = {
  de: {
    title: "Öffnungszeiten",
    intro:
      "Die regulären Zeiten je Wochentag und die Ausnahmen einzelner Tage, die an ihrem Tag die regulären ersetzen. Die Kopfzeile der Website zeigt die Zeiten des Tages.",
    week: "Reguläre Woche",
    weekdays: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    day: "Tag",
    hours: "Zeiten",
    note: "Hinweis",
    actions: "Aktionen",
    closed: "Geschlossen",
    unknown: "keine Angabe (die Website zeigt nichts)",
    edit: "Bearbeiten",
    editLabel: (day: string) => `${day} bearbeiten`,
    remove: "Löschen",
    removeLabel: (day: string) => `Ausnahme ${day} löschen`,
    exceptions: "Ausnahmen",
    addException: "Ausnahme hinzufügen",
    period: "Zeitraum",
    periods: { all: "Alle (kommende zuerst)", upcoming: "Kommende", past: "Vergangene" } as Record<
      ExceptionPeriod,
      string
    >,
    date: "Datum",
    dayTitle: (day: string) => `Öffnungszeiten: ${day}`,
    exceptionTitle: "Ausnahme",
    closedBox: "Ganztägig geschlossen",
    range: (n: number) => `Zeitraum ${n}`,
    from: "Von",
    to: "Bis",
    addRange: "Zeitraum hinzufügen",
    removeRange: (n: number) => `Zeitraum ${n} entfernen`,
    linkUrl: "Link zum Hinweis",
    textDe: "Hinweis (deutsch)",
    textEn: "Hinweis (englisch)",
    save: "Speichern",
    loading: "Wird geladen …",
    failed: "Die Öffnungszeiten konnten nicht geladen werden.",
    saved: "Gespeichert.",
    deleted: (day: string) => `Ausnahme ${day} gelöscht.`,
    confirm: (day: string) => `Die Ausnahme für ${day} löschen? Der Tag hat dann wieder die regulären Zeiten.`,
    cancel: "Abbrechen",
    notSaved: "Nicht gespeichert.",
  },
  en: {
    title: "Opening hours",
    intro:
      "The regular hours of each weekday and the exceptions of single dates, which replace the regular hours on their date. The site's header shows the day's hours.",
    week: "Regular week",
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    day: "Day",
    hours: "Hours",
    note: "Note",
    actions: "Actions",
    closed: "Closed",
    unknown: "not given (the site shows nothing)",
    edit: "Edit",
    editLabel: (day: string) => `Edit ${day}`,
    remove: "Delete",
    removeLabel: (day: string) => `Delete the exception of ${day}`,
    exceptions: "Exceptions",
    addException: "Add exception",
    period: "Period",
    periods: { all: "All (upcoming first)", upcoming: "Upcoming", past: "Past" } as Record<ExceptionPeriod, string>,
    date: "Date",
    dayTitle: (day: string) => `Opening hours: ${day}`,
    exceptionTitle: "Exception",
    closedBox: "Closed all day",
    range: (n: number) => `Range ${n}`,
    from: "From",
    to: "To",
    addRange: "Add range",
    removeRange: (n: number) => `Remove range ${n}`,
    linkUrl: "Link of the note",
    textDe: "Note (German)",
    textEn: "Note (English)",
    save: "Save",
    loading: "Loading …",
    failed: "The opening hours could not be loaded.",
    saved: "Saved.",
    deleted: (day: string) => `Deleted the exception of ${day}.`,
    confirm: (day: string) => `Delete the exception of ${day}? The date then has its weekday's hours again.`,
    cancel: "Cancel",
    notSaved: "Not saved.",
  },
};

type Texts = (typeof TEXTS)["de"];

function hoursText(day: DayHours, text: Texts): string {
  if (day.closed) return text.closed;
  if (day.ranges.length === 0) return text.unknown;
  return day.ranges.map((range) => `${range.from}–${range.to}`).join(", ");
}

function noteText(day: DayHours, lang: "de" | "en"): string {
  return (lang === "de" ? day.alternative_text_de : day.alternative_text_en) || "";
}

function formatDay(lang: "de" | "en", date: string): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** What the dialog edits: a weekday's hours (`weekday`) or an exception (`date`; null: a new one). */
type Editing = { weekday: number; day: DayHours } | { date: string | null; day: DayHours };

const EMPTY_DAY: DayHours = {
  closed: false,
  ranges: [{ from: "10:00", to: "18:00" }],
  alternative_link_url: null,
  alternative_text_de: "",
  alternative_text_en: "",
};

/** The site settings' opening hours: the regular week and the exceptions. */
export function OpeningHoursScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const queryClient = useQueryClient();
  const week = useQuery(hubReadQuery<WeekResponse>(api, "settings/opening-hours/week/"));
  const [editing, setEditing] = useState<Editing | null>(null);
  const confirm = useConfirm();
  const [message, setMessage] = useState<Outcome | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["hub"] });

  async function remove(date: string) {
    const confirmed = await confirm.ask({
      title: text.exceptionTitle,
      message: <p>{text.confirm(formatDay(lang, date))}</p>,
      confirm: text.remove,
      danger: true,
    });
    if (!confirmed) return;
    const answer = await hubRequest("DELETE", `settings/opening-hours/exceptions/${date}/`);
    setMessage(
      answer.ok
        ? { ok: true, text: text.deleted(formatDay(lang, date)) }
        : { ok: false, text: `${text.notSaved} ${answer.body?.detail ?? ""}` },
    );
    await refresh();
  }

  const columns: ColumnDef<ExceptionDay, unknown>[] = [
    {
      id: "date",
      header: text.date,
      enableSorting: false,
      cell: ({ row }) => <time dateTime={row.original.date}>{formatDay(lang, row.original.date)}</time>,
    },
    { id: "hours", header: text.hours, enableSorting: false, cell: ({ row }) => hoursText(row.original, text) },
    { id: "note", header: text.note, enableSorting: false, cell: ({ row }) => noteText(row.original, lang) },
    {
      id: "actions",
      header: text.actions,
      enableSorting: false,
      cell: ({ row }) => {
        const day = formatDay(lang, row.original.date);
        return (
          <div className="hub-hours__actions">
            <button
              type="button"
              className="hub-button"
              aria-label={text.editLabel(day)}
              onClick={() => setEditing({ date: row.original.date, day: row.original })}
            >
              {text.edit}
            </button>
            <button
              type="button"
              className="hub-button"
              aria-label={text.removeLabel(day)}
              onClick={() => void remove(row.original.date)}
            >
              {text.remove}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      <OutcomeMessage outcome={message} />
      <section aria-labelledby="hub-hours-week">
        <h2 id="hub-hours-week">{text.week}</h2>
        {week.isPending && <p role="status">{text.loading}</p>}
        {week.isError && (
          <p role="alert" className="hub-alert hub-alert--error">
            {text.failed}
          </p>
        )}
        {week.data && (
          <div className="hub-table__scroll">
            <table className="hub-hours__week">
              <caption className="hub-visually-hidden">{text.week}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.day}</th>
                  <th scope="col">{text.hours}</th>
                  <th scope="col">{text.note}</th>
                  <th scope="col">{text.actions}</th>
                </tr>
              </thead>
              <tbody>
                {week.data.week.map((day) => (
                  <tr key={day.weekday}>
                    <th scope="row">{text.weekdays[day.weekday]}</th>
                    <td>{hoursText(day, text)}</td>
                    <td>{noteText(day, lang)}</td>
                    <td>
                      <button
                        type="button"
                        className="hub-button"
                        aria-label={text.editLabel(text.weekdays[day.weekday] ?? "")}
                        onClick={() => setEditing({ weekday: day.weekday, day })}
                      >
                        {text.edit}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="hub-hours-exceptions">
        <div className="hub-page__head">
          <h2 id="hub-hours-exceptions">{text.exceptions}</h2>
          <button
            type="button"
            className="hub-button hub-button--primary"
            onClick={() => setEditing({ date: null, day: EMPTY_DAY })}
          >
            {text.addException}
          </button>
        </div>
        <HubTable<ExceptionDay>
          caption={text.exceptions}
          path="settings/opening-hours/exceptions/"
          columns={columns}
          rowKey={(row) => row.date}
          filters={<PeriodFilter />}
        />
      </section>

      {editing && (
        <DayDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            setMessage({ ok: true, text: text.saved });
            await refresh();
          }}
        />
      )}
      {confirm.dialog}
    </HubPage>
  );
}

function PeriodFilter() {
  const text = useHubTexts(TEXTS);
  const id = useId();
  const [query, setQuery] = useListQuery();
  return (
    <div className="hub-field">
      <label htmlFor={id}>{text.period}</label>
      <select
        id={id}
        value={query.period ?? "all"}
        onChange={(event) => setQuery({ period: event.currentTarget.value })}
      >
        {EXCEPTION_PERIODS.map((period) => (
          <option key={period} value={period}>
            {text.periods[period]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A weekday's hours take no date; the form keeps the field empty for them. */
const WeekdayForm = v.object({ ...DayHours.entries, date: v.string() });

/** Edits one day's hours: closed, ranges (added and removed), and the note with its link. */
function DayDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => void }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const isWeekday = "weekday" in editing;
  const title = isWeekday
    ? text.dayTitle(text.weekdays[editing.weekday] ?? "")
    : editing.date
      ? text.dayTitle(formatDay(lang, editing.date))
      : text.exceptionTitle;
  const { closed, ranges, alternative_link_url, alternative_text_de, alternative_text_en } = editing.day;
  const defaultValues: ExceptionHoursInput = {
    date: isWeekday ? "" : (editing.date ?? ""),
    closed,
    ranges,
    alternative_link_url: alternative_link_url ?? "",
    alternative_text_de,
    alternative_text_en,
  };
  const form = useHubForm({
    defaultValues,
    schema: (isWeekday ? WeekdayForm : ExceptionHours) as v.GenericSchema<ExceptionHoursInput, unknown>,
    submit: async ({ date, ...values }) => {
      // A closed day keeps no ranges, whatever was typed before the box was ticked.
      const day = values.closed ? { ...values, ranges: [] } : values;
      // The server's rules, here first: the refusal names the range before a round trip.
      const problems = dayHoursProblems(day as DayHoursInput, { mayBeEmpty: isWeekday });
      const [first] = problems;
      if (first) {
        return {
          ok: false,
          status: 422,
          body: { error: "invalid_opening_hours", detail: first.message, field: first.path, problems },
        };
      }
      if (isWeekday) return hubRequest("PUT", `settings/opening-hours/week/${editing.weekday}/`, day);
      return editing.date
        ? hubRequest("PUT", `settings/opening-hours/exceptions/${editing.date}/`, { date, ...day })
        : hubRequest("POST", "settings/opening-hours/exceptions/", { date, ...day });
    },
    onSaved,
  });

  return (
    <HubDialog open title={title} onClose={onClose} wide>
      <HubFormElement form={form} label={title}>
        {!isWeekday && (
          <form.AppField name="date">
            {(field) => <field.TextField type="date" label={text.date} required />}
          </form.AppField>
        )}
        <form.AppField name="closed">{(field) => <field.Checkbox label={text.closedBox} />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.closed}>
          {(closed) =>
            !closed && (
              <form.Field name="ranges" mode="array">
                {(ranges) => (
                  <fieldset className="hub-hours__ranges">
                    <legend>{text.hours}</legend>
                    {ranges.state.value.map((_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a range is its place in the list; fields are bound by index.
                      <fieldset key={index} className="hub-hours__range">
                        <legend>{text.range(index + 1)}</legend>
                        <form.AppField name={`ranges[${index}].from`}>
                          {(field) => <field.TextField type="time" label={text.from} required />}
                        </form.AppField>
                        <form.AppField name={`ranges[${index}].to`}>
                          {(field) => <field.TextField type="time" label={text.to} required />}
                        </form.AppField>
                        <button type="button" className="hub-button" onClick={() => ranges.removeValue(index)}>
                          {text.removeRange(index + 1)}
                        </button>
                      </fieldset>
                    ))}
                    <button type="button" className="hub-button" onClick={() => ranges.pushValue({ from: "", to: "" })}>
                      {text.addRange}
                    </button>
                  </fieldset>
                )}
              </form.Field>
            )
          }
        </form.Subscribe>
        <form.AppField name="alternative_text_de">
          {(field) => <field.TextField label={text.textDe} maxLength={200} />}
        </form.AppField>
        <form.AppField name="alternative_text_en">
          {(field) => <field.TextField label={text.textEn} maxLength={200} />}
        </form.AppField>
        <form.AppField name="alternative_link_url">{(field) => <field.TextField label={text.linkUrl} />}</form.AppField>
        <form.AppForm>
          <form.SubmitBar label={text.save} />
        </form.AppForm>
      </HubFormElement>
    </HubDialog>
  );
}
