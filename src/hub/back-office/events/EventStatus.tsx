import { type FormEvent, useId, useState } from "react";
import { fromInputDateTime, toInputDateTime } from "../../../lib/dates";
import type { EventItem, EventStatusValue } from "../../../schemas/back-office/events";
import { hubRequest } from "../../api";
import { HubDialog } from "../../HubDialog";
import { formatHubDateTime, useHubLang, useHubTexts } from "../../texts";

type StatusStep = "cancel" | "postpone" | "move" | "reschedule";

const TEXTS = {
  de: {
    title: "Status des Termins",
    statuses: { scheduled: "Findet statt", cancelled: "Abgesagt", postponed: "Verschoben" } as Record<
      EventStatusValue,
      string
    >,
    current: (status: string) => `Aktuell: ${status}`,
    previous: (date: string) => `Ursprünglich am ${date}; die Website zeigt ihn als verlegt.`,
    steps: {
      cancel: "Absagen …",
      postpone: "Verschieben (neuer Termin offen) …",
      move: "Auf ein anderes Datum legen …",
      reschedule: "Wieder ansetzen …",
    } as Record<StatusStep, string>,
    questions: {
      cancel: "Termin absagen?",
      postpone: "Termin verschieben?",
      move: "Termin auf ein anderes Datum legen?",
      reschedule: "Termin wieder ansetzen?",
    } as Record<StatusStep, string>,
    stopsSales:
      "Der Verkauf endet sofort: das Buchungs-Widget und der Shop nehmen keine Karten mehr an, Reservierungen in Warenkörben werden freigegeben. Jede Seite, die den Termin zeigt, nennt ihn als",
    stopsSalesEnd: (status: string) => `„${status}“.`,
    moveText: "Verkaufte Karten gelten für das neue Datum; die Website nennt den Termin verlegt.",
    rescheduleText: "Der Termin findet wieder statt, der Verkauf beginnt wieder.",
    newDate: "Neues Datum und Uhrzeit (Berlin)",
    confirm: {
      cancel: "Absagen, Verkauf stoppen",
      postpone: "Verschieben, Verkauf stoppen",
      move: "Datum ändern",
      reschedule: "Wieder ansetzen",
    } as Record<StatusStep, string>,
    cancel: "Abbrechen",
    dirty: "Bitte zuerst die Änderungen im Formular speichern.",
    missingDate: "Bitte ein Datum angeben.",
    done: (status: string) => `Gespeichert: ${status}.`,
    network: "Keine Verbindung zum Server. Bitte erneut versuchen.",
  },
  en: {
    title: "Status of the date",
    statuses: { scheduled: "Takes place", cancelled: "Cancelled", postponed: "Postponed" } as Record<
      EventStatusValue,
      string
    >,
    current: (status: string) => `Now: ${status}`,
    previous: (date: string) => `Originally on ${date}; the website shows it as rescheduled.`,
    steps: {
      cancel: "Cancel …",
      postpone: "Postpone (new date open) …",
      move: "Move to another date …",
      reschedule: "Schedule again …",
    } as Record<StatusStep, string>,
    questions: {
      cancel: "Cancel the date?",
      postpone: "Postpone the date?",
      move: "Move the date?",
      reschedule: "Schedule the date again?",
    } as Record<StatusStep, string>,
    stopsSales:
      "Sales stop at once: the booking widget and the shop take no more tickets and holds in carts are released. Every page that shows the date marks it",
    stopsSalesEnd: (status: string) => `“${status}”.`,
    moveText: "Tickets sold stay valid for the new date; the website shows the date as rescheduled.",
    rescheduleText: "The date takes place again and sales start again.",
    newDate: "New date and time (Berlin)",
    confirm: {
      cancel: "Cancel it, stop sales",
      postpone: "Postpone it, stop sales",
      move: "Change the date",
      reschedule: "Schedule again",
    } as Record<StatusStep, string>,
    cancel: "Keep as it is",
    dirty: "Please save the changes in the form first.",
    missingDate: "Please give a date.",
    done: (status: string) => `Saved: ${status}.`,
    network: "The server could not be reached. Please try again.",
  },
};

const STATUS_OF: Record<StatusStep, EventStatusValue> = {
  cancel: "cancelled",
  postpone: "postponed",
  move: "scheduled",
  reschedule: "scheduled",
};

/**
 * The date's status (SPEC §5): cancel, postpone, move to another date or schedule again, each
 * through `POST events/:id/status/` after a dialog that says what it does to sales. Only while
 * the form holds no unsaved change (the call raises the event's revision, and the form is then
 * loaded again); `onChanged` gets the event as the server answered and the sentence saying so.
 */
export function EventStatus({
  item,
  dirty,
  onChanged,
}: {
  item: EventItem;
  dirty: boolean;
  onChanged: (item: EventItem, message: string) => void;
}) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const id = useId();
  const [step, setStep] = useState<StatusStep | null>(null);
  const [date, setDate] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const steps: StatusStep[] = item.status === "scheduled" ? ["cancel", "postpone", "move"] : ["reschedule", "move"];

  function open(next: StatusStep) {
    setStep(next);
    setProblem("");
    setDate(toInputDateTime(item.date_start));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!step) return;
    const moved = step === "move" ? fromInputDateTime(date) : undefined;
    if (step === "move" && !moved) {
      setProblem(text.missingDate);
      return;
    }
    setBusy(true);
    const answer = await hubRequest<EventItem>("POST", `events/${item.id}/status/`, {
      revision: item.revision,
      status: STATUS_OF[step],
      ...(moved ? { date_start: moved } : {}),
    });
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.status === 0 ? text.network : (answer.body?.detail ?? `HTTP ${answer.status}`));
      return;
    }
    setStep(null);
    onChanged(answer.body, text.done(text.statuses[answer.body.status]));
  }

  const stopsSales = step === "cancel" || step === "postpone";
  return (
    <section className="item-form__status" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.title}</h2>
      <p>
        <strong>{text.current(text.statuses[item.status])}</strong>
      </p>
      {item.previous_date_start && <p>{text.previous(formatHubDateTime(lang, item.previous_date_start))}</p>}
      {dirty && <p className="hub-field__help">{text.dirty}</p>}
      <div className="hub-form__end">
        {steps.map((next) => (
          <button
            key={next}
            type="button"
            className={next === "cancel" ? "hub-button hub-button--danger" : "hub-button"}
            disabled={dirty}
            onClick={() => open(next)}
          >
            {text.steps[next]}
          </button>
        ))}
      </div>
      <HubDialog open={step !== null} title={step ? text.questions[step] : ""} onClose={() => setStep(null)}>
        {step && (
          <form className="hub-form" onSubmit={(event) => void submit(event)} noValidate>
            {stopsSales && (
              <p>
                {text.stopsSales} {text.stopsSalesEnd(text.statuses[STATUS_OF[step]])}
              </p>
            )}
            {step === "move" && (
              <>
                <p>{text.moveText}</p>
                <div className="hub-field">
                  <label htmlFor={`${id}-date`}>{text.newDate}</label>
                  <input
                    id={`${id}-date`}
                    type="datetime-local"
                    value={date}
                    required
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-problem` : undefined}
                    onChange={(event) => setDate(event.currentTarget.value)}
                  />
                </div>
              </>
            )}
            {step === "reschedule" && <p>{text.rescheduleText}</p>}
            {problem && (
              <p id={`${id}-problem`} role="alert" className="hub-alert hub-alert--error">
                {problem}
              </p>
            )}
            <div className="hub-form__end">
              <button type="button" className="hub-button" data-autofocus onClick={() => setStep(null)}>
                {text.cancel}
              </button>
              <button
                type="submit"
                className={stopsSales ? "hub-button hub-button--danger" : "hub-button hub-button--primary"}
                disabled={busy}
              >
                {text.confirm[step]}
              </button>
            </div>
          </form>
        )}
      </HubDialog>
    </section>
  );
}
