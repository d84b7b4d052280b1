import { type FormEvent, useId, useState } from "react";
import { columnPresets } from "../../modules/section/schema";
import { ANCHOR_SLUG_PATTERN } from "../../schemas/editing";
import { useTexts } from "../context";
import { Dialog } from "../ui/Dialog";
import { FormEnd } from "../ui/FormEnd";

const texts = {
  de: {
    newSection: "Neue Sektion",
    missingSection: (slug: string) =>
      `Ein Link führt zur Sektion #${slug}, die es noch nicht gibt. Sie können sie hier leer anlegen.`,
    layout: "Spaltenaufteilung",
    anchor: "Anker (für Links auf die Sektion)",
    create: "Anlegen",
    cancel: "Abbrechen",
  },
  en: {
    newSection: "New section",
    missingSection: (slug: string) =>
      `A link leads to the section #${slug}, which does not exist yet. You can create it here, empty.`,
    layout: "Column layout",
    anchor: "Anchor (for links to the section)",
    create: "Create",
    cancel: "Cancel",
  },
};

/**
 * SPEC §3: a new section with one of the six column presets and an anchor slug (`slug`: the
 * missing section a link asked for, SPEC §4).
 */
export function SectionDialog({
  slug,
  onCreate,
  onClose,
}: {
  slug?: string;
  /** Resolves with null once created, else the server's reason. */
  onCreate: (layout: number, slug: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const text = useTexts(texts);
  const id = useId();
  const [error, setError] = useState("");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const refused = await onCreate(Number(data.get("layout") ?? 0), String(data.get("slug") ?? ""));
    setError(refused ?? "");
  };
  return (
    <Dialog open title={text.newSection} onClose={onClose}>
      <form className="editor-form" onSubmit={submit}>
        {slug && <p>{text.missingSection(slug)}</p>}
        <fieldset className="editor-field">
          <legend>{text.layout}</legend>
          {columnPresets.map((preset, index) => (
            <label key={preset} className="editor-choice">
              <input type="radio" name="layout" value={index} defaultChecked={index === 0} /> {preset}
            </label>
          ))}
        </fieldset>
        <p className="editor-field">
          <label htmlFor={`${id}-slug`}>{text.anchor}</label>
          <input
            id={`${id}-slug`}
            name="slug"
            defaultValue={slug}
            required
            pattern={ANCHOR_SLUG_PATTERN}
            aria-describedby={`${id}-error`}
          />
        </p>
        <FormEnd
          message={error}
          messageId={`${id}-error`}
          submit={text.create}
          cancel={text.cancel}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
