import { HubDialog } from "../HubDialog";
import { type RedirectEntry, RedirectForm } from "./RedirectForm";

/**
 * The redirect form in a modal dialog: focus moves to its first field, Escape and the close
 * button close it, focus returns to the button that opened it. The form is made anew for each
 * opening (`key`), so it starts from `entry` or `oldPath` every time.
 */
export function RedirectDialog({
  open,
  title,
  entry,
  oldPath,
  onClose,
  onSaved,
}: {
  open: boolean;
  title: string;
  entry?: RedirectEntry;
  oldPath?: string;
  onClose: () => void;
  onSaved: (entry: RedirectEntry) => void;
}) {
  return (
    <HubDialog open={open} title={title} onClose={onClose}>
      {open && <RedirectForm key={entry?.id ?? oldPath ?? ""} entry={entry} oldPath={oldPath} onSaved={onSaved} />}
    </HubDialog>
  );
}
