import { formValuesOf } from "../../modules/edit-forms";
import type { EditableModule } from "../../schemas/pages";
import { useTexts } from "../context";
import { Dialog } from "../ui/Dialog";

const texts = {
  de: {
    conflict: "Jemand hat dieses Modul inzwischen gespeichert",
    conflictIntro:
      "Die gespeicherte Fassung und Ihre stehen nebeneinander. Laden Sie neu, oder speichern Sie Ihre darüber.",
    theirs: "Gespeicherte Fassung",
    mine: "Ihre Fassung",
    reload: "Neu laden",
    applyMine: "Meine Fassung speichern",
  },
  en: {
    conflict: "Someone saved this module in the meantime",
    conflictIntro: "The saved version and yours are shown side by side. Reload, or save yours over it.",
    theirs: "Saved version",
    mine: "Your version",
    reload: "Reload",
    applyMine: "Save my version",
  },
};

/** A save refused as stale (409): the stored version beside the editor's, to reload or to save over. */
export function ConflictDialog({
  current,
  mine,
  onReload,
  onSaveMine,
  onClose,
}: {
  /** The module as it is stored now. */
  current: EditableModule;
  /** The values the editor tried to save. */
  mine: Record<string, unknown>;
  onReload: () => Promise<void>;
  onSaveMine: () => Promise<void>;
  onClose: () => void;
}) {
  const text = useTexts(texts);
  return (
    <Dialog open title={text.conflict} onClose={onClose} wide>
      <p>{text.conflictIntro}</p>
      <div className="editor-conflict">
        <section aria-label={text.theirs}>
          <h3>{text.theirs}</h3>
          <FieldList fields={formValuesOf(current)} />
        </section>
        <section aria-label={text.mine}>
          <h3>{text.mine}</h3>
          <FieldList fields={mine} />
        </section>
      </div>
      <p className="editor-form__actions">
        <button type="button" className="editor-button" onClick={onReload}>
          {text.reload}
        </button>
        <button type="button" className="editor-button editor-button--primary" onClick={onSaveMine}>
          {text.applyMine}
        </button>
      </p>
    </Dialog>
  );
}

function FieldList({ fields }: { fields: Record<string, unknown> }) {
  return (
    <dl className="editor-conflict__fields">
      {Object.entries(fields)
        .filter(([, value]) => typeof value === "string" || typeof value === "number" || typeof value === "boolean")
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
    </dl>
  );
}
