/** What a step came to, in words: `ok` for done, else why not. */
export interface Outcome {
  ok: boolean;
  text: string;
}

/** An outcome as the hub shows it: a status when the step worked, an alert when it did not; nothing before a step. */
export function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <p role={outcome.ok ? "status" : "alert"} className={`hub-alert hub-alert--${outcome.ok ? "ok" : "error"}`}>
      {outcome.text}
    </p>
  );
}
