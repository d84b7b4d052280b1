import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { Lang } from "../lib/languages";
import type { AlertAction, AlertKind } from "./context";
import "./alerts.css";

/** SPEC §4/§9: a save or error alert hides after 4000 ms. */
const ALERT_MS = 4000;
/** An alert with a button (undo a delete) stays long enough to reach it by keyboard. */
const ACTION_ALERT_MS = 12000;

const texts = {
  de: { saved: "Gespeichert", failed: "Fehler beim Speichern" },
  en: { saved: "Saved", failed: "Saving failed" },
};

interface Shown {
  kind: AlertKind;
  message: string;
  action?: AlertAction;
  at: number;
}

/**
 * The island's alert (SPEC §4): `alert` shows a save or a failure in a polite live region, which
 * `region` renders. It hides after 4000 ms; one with a button stays longer and never hides while
 * the button has the focus or the pointer (a timed message must not vanish under the editor's
 * hand, WCAG 2.2.1), then the usual time after it is left.
 */
export function useEditorAlerts(lang: Lang): {
  alert: (kind: AlertKind, message?: string, action?: AlertAction) => void;
  region: ReactNode;
} {
  const text = texts[lang];
  const [shown, setShown] = useState<Shown | null>(null);
  const hide = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hideAfter = useCallback((ms: number) => {
    clearTimeout(hide.current);
    hide.current = setTimeout(() => setShown(null), ms);
  }, []);
  useEffect(() => () => clearTimeout(hide.current), []);

  const alert = useCallback(
    (kind: AlertKind, message?: string, action?: AlertAction) => {
      setShown({ kind, message: message ?? "", action, at: Date.now() });
      hideAfter(action ? ACTION_ALERT_MS : ALERT_MS);
    },
    [hideAfter],
  );

  const action = shown?.action;
  const region = (
    <div role="status" aria-live="polite" className="editor-alerts">
      {shown && (
        <p className={`editor-alert editor-alert--${shown.kind}`} key={shown.at}>
          {shown.kind === "save" ? text.saved : text.failed}
          {shown.message ? `: ${shown.message}` : ""}
          {action && (
            <button
              type="button"
              className="editor-alert__action"
              onFocus={() => clearTimeout(hide.current)}
              onBlur={() => hideAfter(ALERT_MS)}
              onPointerEnter={() => clearTimeout(hide.current)}
              onPointerLeave={(event) => {
                if (event.currentTarget !== document.activeElement) hideAfter(ALERT_MS);
              }}
              onClick={async () => {
                clearTimeout(hide.current);
                setShown(null);
                await action.run();
              }}
            >
              {action.label}
            </button>
          )}
        </p>
      )}
    </div>
  );
  return { alert, region };
}
