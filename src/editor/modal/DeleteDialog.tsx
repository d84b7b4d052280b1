import type { EditableModule } from "../../schemas/pages";
import { useEditor, useTexts } from "../context";
import { labelOf } from "../tree";
import { Dialog } from "../ui/Dialog";

const texts = {
  de: {
    confirmDelete: (label: string) => `„${label}“ mit allem, was darin steht, löschen?`,
    delete: "Löschen",
    cancel: "Abbrechen",
  },
  en: {
    confirmDelete: (label: string) => `Delete “${label}” with everything in it?`,
    delete: "Delete",
    cancel: "Cancel",
  },
};

/** Asks before a module goes with everything in it. */
export function DeleteDialog({
  module,
  onDelete,
  onClose,
}: {
  module: EditableModule;
  onDelete: (module: EditableModule) => Promise<void>;
  onClose: () => void;
}) {
  const { lang } = useEditor();
  const text = useTexts(texts);
  return (
    <Dialog open title={text.delete} onClose={onClose}>
      <p>{text.confirmDelete(labelOf(module, lang))}</p>
      <p className="editor-form__actions">
        <button
          type="button"
          className="editor-button editor-button--danger"
          data-autofocus
          onClick={() => onDelete(module)}
        >
          {text.delete}
        </button>
        <button type="button" className="editor-button" onClick={onClose}>
          {text.cancel}
        </button>
      </p>
    </Dialog>
  );
}
