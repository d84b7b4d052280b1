import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import * as v from "valibot";
import { columnPresets } from "../../modules/section/schema";
import { AnchorSlug } from "../../schemas/editing";
import type { EditableModule } from "../../schemas/pages";
import { useEditor, useTexts } from "../context";
import { messageIn } from "../messages";
import { Dialog } from "../ui/Dialog";
import { FormEnd } from "../ui/FormEnd";
import { useRefusedField } from "../ui/refused-field";
import { anchorOf, freeAnchor } from "./anchor";
import "./section-dialog.css";

const texts = {
  de: {
    newSection: "Neue Sektion",
    missingSection: (slug: string) =>
      `Ein Link führt zur Sektion #${slug}, die es noch nicht gibt. Sie können sie hier anlegen.`,
    heading: "Überschrift (optional)",
    headingHelp: "Steht als Überschrift oben in der ersten Spalte; der Anker wird daraus gebildet.",
    layout: "Spaltenaufteilung",
    anchor: "Anker (für Links auf die Sektion)",
    anchorHelp: "Kleinbuchstaben, Ziffern und Bindestriche; Links auf die Sektion enden auf #Anker.",
    create: "Anlegen",
    cancel: "Abbrechen",
  },
  en: {
    newSection: "New section",
    missingSection: (slug: string) =>
      `A link leads to the section #${slug}, which does not exist yet. You can create it here.`,
    heading: "Heading (optional)",
    headingHelp: "Shows as a heading at the top of the first column; the anchor is made from it.",
    layout: "Column layout",
    anchor: "Anchor (for links to the section)",
    anchorHelp: "Lower-case letters, digits and dashes; links to the section end in #anchor.",
    create: "Create",
    cancel: "Cancel",
  },
};

/** Why a section was not created: a message at its field (`slug`) or for the whole form. */
export interface SectionRefusal {
  field?: string;
  message: string;
}

/**
 * SPEC §3: a new section with one of the six column presets and an anchor slug (`slug`: the
 * missing section a link asked for, SPEC §4). An optional heading goes into its first column as
 * a Headline module and gives the anchor, which the editor may still change; without either the
 * anchor is the next free "abschnitt-N". The dialog checks the anchor itself, in the editor's
 * language, rather than leave it to the browser's tooltip.
 */
export function SectionDialog({
  slug,
  modules,
  onCreate,
  onClose,
}: {
  slug?: string;
  /** The page's modules: the anchors they carry are not offered again. */
  modules: readonly EditableModule[];
  /** Resolves with null once created, else why not. */
  onCreate: (layout: number, slug: string, heading: string) => Promise<SectionRefusal | null>;
  onClose: () => void;
}) {
  const { lang } = useEditor();
  const text = useTexts(texts);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const focusRefused = useRefusedField(form);
  const [heading, setHeading] = useState("");
  // The anchor a link asked for, or the editor's own, wins over the one made from the heading.
  const [ownAnchor, setOwnAnchor] = useState<string | null>(slug ?? null);
  const [fallback, setFallback] = useState("");
  const [refusal, setRefusal] = useState<SectionRefusal | null>(null);
  const [sending, setSending] = useState(false);

  const modulesAtOpen = useRef(modules);
  useEffect(() => {
    if (slug) return;
    let live = true;
    void freeAnchor(lang, modulesAtOpen.current).then((free) => {
      if (live) setFallback(free);
    });
    return () => {
      live = false;
    };
  }, [lang, slug]);

  const derived = anchorOf(heading) || fallback;
  const anchor = ownAnchor ?? derived;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = anchor.trim() || derived;
    const checked = v.safeParse(AnchorSlug, sent);
    if (!checked.success) {
      setRefusal({ field: "slug", message: messageIn(lang, checked.issues[0].message) });
      focusRefused();
      return;
    }
    const data = new FormData(event.currentTarget);
    setSending(true);
    const refused = await onCreate(Number(data.get("layout") ?? 0), sent, heading.trim());
    setSending(false);
    setRefusal(refused);
    if (refused) focusRefused();
  };

  // The anchor is the one field the server refuses; any other refusal is the form's.
  const anchorError = refusal?.field === "slug" ? refusal.message : "";

  return (
    <Dialog open title={text.newSection} onClose={onClose} dirty={heading !== "" || (ownAnchor ?? "") !== (slug ?? "")}>
      <form className="editor-form" onSubmit={submit} noValidate ref={form}>
        {slug && <p>{text.missingSection(slug)}</p>}
        <p className="editor-field">
          <label htmlFor={`${id}-heading`}>{text.heading}</label>
          <input
            id={`${id}-heading`}
            name="heading"
            value={heading}
            maxLength={200}
            onChange={(event) => setHeading(event.target.value)}
            aria-describedby={`${id}-heading-help`}
          />
          <span id={`${id}-heading-help`} className="editor-section-dialog__help">
            {text.headingHelp}
          </span>
        </p>
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
            value={anchor}
            maxLength={80}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(event) => setOwnAnchor(event.target.value)}
            aria-invalid={anchorError ? true : undefined}
            aria-describedby={anchorError ? `${id}-slug-help ${id}-slug-error` : `${id}-slug-help`}
          />
          <span id={`${id}-slug-help`} className="editor-section-dialog__help">
            {text.anchorHelp}
          </span>
          {anchorError && (
            <span id={`${id}-slug-error`} className="editor-section-dialog__error">
              {anchorError}
            </span>
          )}
        </p>
        <FormEnd
          message={refusal && !anchorError ? refusal.message : ""}
          submit={text.create}
          cancel={text.cancel}
          busy={sending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
