import { type ReactNode, useCallback, useRef, useState } from "react";
import { HubDialog } from "./HubDialog";
import { useHubTexts } from "./texts";

const TEXTS = { de: { cancel: "Abbrechen" }, en: { cancel: "Cancel" } };

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirm: string;
  danger?: boolean;
}

/**
 * A question before a step that is hard to take back (taking the site offline, deleting): `ask`
 * opens the dialog and answers whether the person confirmed; `dialog` is its element. Cancel
 * has the focus first, so Enter alone never confirms.
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const text = useHubTexts(TEXTS);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => {});
  const ask = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const close = (confirmed: boolean) => {
    setRequest(null);
    answer.current(confirmed);
  };
  const dialog = (
    <HubDialog open={request !== null} title={request?.title ?? ""} onClose={() => close(false)}>
      <div className="hub-confirm">{request?.message}</div>
      <div className="hub-form__end">
        <button type="button" className="hub-button" data-autofocus onClick={() => close(false)}>
          {text.cancel}
        </button>
        <button
          type="button"
          className={`hub-button ${request?.danger ? "hub-button--danger" : "hub-button--primary"}`}
          onClick={() => close(true)}
        >
          {request?.confirm}
        </button>
      </div>
    </HubDialog>
  );
  return { ask, dialog };
}
