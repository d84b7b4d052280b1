import { useMemo, useState } from "react";
import { formValuesOf } from "../../modules/edit-forms";
import type { EditableModule } from "../../schemas/pages";
import { useEditor, useTexts } from "../context";
import { Dialog } from "../ui/Dialog";
import { useUnsavedGuard } from "../ui/use-unsaved-guard";
import { type ComparedField, compareFields, sideAsText } from "./conflict";
import "./conflict.css";

const texts = {
  de: {
    conflict: "Jemand hat dieses Modul inzwischen gespeichert",
    intro:
      "Während Sie bearbeitet haben, hat jemand anderes dieses Modul gespeichert; die Seite zeigt jetzt diese Fassung. Beide stehen hier nebeneinander. Nichts ist verloren: Ihr Text bleibt, bis Sie sich entscheiden.",
    legendTheirs: "durchgestrichen",
    legendTheirsMeaning: "nur in der gespeicherten Fassung",
    legendMine: "unterstrichen",
    legendMineMeaning: "nur in Ihrer Fassung",
    theirs: "Gespeicherte Fassung",
    mine: "Ihre Fassung",
    differs: "unterschiedlich",
    empty: "(leer)",
    yes: "Ja",
    no: "Nein",
    copyTheirs: "Gespeicherte Fassung kopieren",
    copyMine: "Meine Fassung kopieren",
    copied: (what: string) => `${what} ist in der Zwischenablage.`,
    notCopied: "Der Browser hat das Kopieren nicht erlaubt. Markieren Sie den Text und kopieren Sie ihn selbst.",
    keepMine: "Meine Fassung über die gespeicherte setzen",
    keepMineHint:
      "Ihr Text kommt zurück ins Formular, auf dem Stand der gespeicherten Fassung: Speichern ersetzt sie dann.",
    takeTheirs: "Gespeicherte Fassung übernehmen (meine verwerfen)",
  },
  en: {
    conflict: "Someone saved this module in the meantime",
    intro:
      "While you were editing, someone else saved this module; the page now shows their version. Both stand side by side here. Nothing is lost: your text stays until you decide.",
    legendTheirs: "struck through",
    legendTheirsMeaning: "only in the saved version",
    legendMine: "underlined",
    legendMineMeaning: "only in your version",
    theirs: "Saved version",
    mine: "Your version",
    differs: "differs",
    empty: "(empty)",
    yes: "Yes",
    no: "No",
    copyTheirs: "Copy the saved version",
    copyMine: "Copy my version",
    copied: (what: string) => `${what} is on the clipboard.`,
    notCopied: "The browser did not allow copying. Select the text and copy it yourself.",
    keepMine: "Keep mine on top of theirs",
    keepMineHint: "Your text goes back into the form, at the saved version's revision: saving then replaces it.",
    takeTheirs: "Take theirs (drop mine)",
  },
};

/**
 * A save refused as stale (409): the stored version beside the editor's as text a person reads,
 * the words only one side has marked. Nothing is dropped without a choice: "keep mine" (and ×,
 * Escape) go back to the form with the editor's values at the stored revision, "take theirs"
 * drops them, and either side can be copied first.
 */
export function ConflictDialog({
  current,
  mine,
  labels,
  onKeepMine,
  onTakeTheirs,
}: {
  /** The module as it is stored now. */
  current: EditableModule;
  /** The values the editor tried to save. */
  mine: Record<string, unknown>;
  /** Field name → its label in the module's form; fields it lacks are named by the shared labels. */
  labels: Record<string, string>;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { lang } = useEditor();
  const text = useTexts(texts);
  const [copyMessage, setCopyMessage] = useState("");
  const fields = useMemo(
    () => compareFields(formValuesOf(current), mine, { labels, lang }, { yes: text.yes, no: text.no }),
    [current, mine, labels, lang, text],
  );

  const copy = async (side: "theirs" | "mine") => {
    try {
      await navigator.clipboard.writeText(sideAsText(fields, side));
      setCopyMessage(text.copied(side === "theirs" ? text.theirs : text.mine));
    } catch {
      setCopyMessage(text.notCopied);
    }
  };

  // The editor's text lives only here until a choice is made: leaving the page asks.
  useUnsavedGuard(true);
  return (
    <Dialog open title={text.conflict} onClose={onKeepMine} wide>
      <p>{text.intro}</p>
      <p className="editor-conflict__legend">
        <del>{text.legendTheirs}</del>: {text.legendTheirsMeaning} · <ins>{text.legendMine}</ins>:{" "}
        {text.legendMineMeaning}
      </p>
      <div className="editor-conflict">
        <Side title={text.theirs} fields={fields} side="theirs" text={text} />
        <Side title={text.mine} fields={fields} side="mine" text={text} />
      </div>
      <p className="editor-form__actions">
        <button type="button" className="editor-button" onClick={() => copy("theirs")}>
          {text.copyTheirs}
        </button>
        <button type="button" className="editor-button" onClick={() => copy("mine")}>
          {text.copyMine}
        </button>
      </p>
      <p role="status" className="editor-conflict__copied">
        {copyMessage}
      </p>
      <p className="editor-conflict__hint">{text.keepMineHint}</p>
      <p className="editor-form__actions">
        <button type="button" className="editor-button editor-button--primary" data-autofocus onClick={onKeepMine}>
          {text.keepMine}
        </button>
        <button type="button" className="editor-button" onClick={onTakeTheirs}>
          {text.takeTheirs}
        </button>
      </p>
    </Dialog>
  );
}

function Side({
  title,
  fields,
  side,
  text,
}: {
  title: string;
  fields: ComparedField[];
  side: "theirs" | "mine";
  text: (typeof texts)["de"];
}) {
  const Mark = side === "theirs" ? "del" : "ins";
  return (
    <section aria-label={title} className="editor-conflict__side">
      <h3>{title}</h3>
      <dl className="editor-conflict__fields">
        {fields.map((field) => (
          <div key={field.name} className={field.differs ? "editor-conflict__field--differs" : undefined}>
            <dt>
              {field.label}
              {field.differs && <span className="editor-conflict__differs"> ({text.differs})</span>}
            </dt>
            <dd className="editor-conflict__value">
              {field[side].length === 0 || field[side].every((run) => run.text === "")
                ? text.empty
                : field[side].map((run, index) =>
                    // biome-ignore lint/suspicious/noArrayIndexKey: the runs are a fixed sequence of one diff
                    run.only ? <Mark key={index}>{run.text}</Mark> : <span key={index}>{run.text}</span>,
                  )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
