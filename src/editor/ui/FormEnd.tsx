import { useCloseRequest } from "./Dialog";

/**
 * The end of an editor form: its message, announced as it appears, then submit and (where the
 * form can be left) cancel. `messageId` lets a field name the message in aria-describedby.
 * Cancel leaves the way the dialog's Escape and × do: a dialog with unsaved changes asks first.
 */
export function FormEnd({
  message,
  messageId,
  submit,
  cancel,
  busy = false,
  onCancel,
}: {
  message: string;
  messageId?: string;
  submit: string;
  cancel?: string;
  busy?: boolean;
  onCancel?: () => void;
}) {
  const requestClose = useCloseRequest();
  return (
    <>
      <p id={messageId} role="alert" className="editor-form__error">
        {message}
      </p>
      <p className="editor-form__actions">
        <button type="submit" className="editor-button editor-button--primary" disabled={busy}>
          {submit}
        </button>
        {cancel && onCancel && (
          <button type="button" className="editor-button" onClick={() => requestClose(onCancel)}>
            {cancel}
          </button>
        )}
      </p>
    </>
  );
}
