import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { type Lang, languages } from "../../lib/languages";
import type { EditablePage } from "../../schemas/pages";
import { editorPaths, editorRequest } from "../api";
import { useEditor, useTexts } from "../context";
import { errorsOf } from "../modal/ModuleDialog";
import { FormEnd } from "../ui/FormEnd";
import { useRefusedField } from "../ui/refused-field";
import "./create-page.css";

const texts = {
  de: {
    heading: "Diese Seite gibt es noch nicht",
    intro: (url: string) => `Unter ${url} steht keine Seite. Sie können sie hier anlegen.`,
    offline: "Die neue Seite ist zunächst offline; Sie schalten sie in der Werkzeugleiste online, wenn sie fertig ist.",
    title: { de: "Titel der deutschen Seite", en: "Titel der englischen Seite" },
    url: { de: "Adresse der deutschen Seite", en: "Adresse der englischen Seite" },
    create: "Diese Seite anlegen",
    leave: "Bearbeiten beenden",
    invalid: "Bitte prüfen Sie die markierten Felder.",
    required: "Dieses Feld ist ein Pflichtfeld.",
  },
  en: {
    heading: "This page does not exist yet",
    intro: (url: string) => `There is no page at ${url}. You can create it here.`,
    offline: "The new page starts offline; put it online in the toolbar once it is ready.",
    title: { de: "Title of the German page", en: "Title of the English page" },
    url: { de: "Address of the German page", en: "Address of the English page" },
    create: "Create this page",
    leave: "Stop editing",
    invalid: "Please check the marked fields.",
    required: "This field is required!",
  },
};

/** The path of the page a path sits below ('' at the top level: no parent). */
const parentPathOf = (path: string) => path.replace(/\/+$/, "").split("/").slice(0, -1).join("/");

/**
 * In edit mode at an address with no page (the editable read answered 404): a small form that
 * creates the page there (POST page/, ADR 0022), below the page one level up when there is one.
 * Titles in both languages, the addresses prefilled from this one; the server's refusals come
 * back at their fields.
 */
export function CreatePage({
  lang,
  path,
  onCreated,
  onLeave,
}: {
  lang: Lang;
  /** The address's path below the language. */
  path: string;
  onCreated: (page: EditablePage) => Promise<void>;
  onLeave: () => void;
}) {
  const { alert } = useEditor();
  const text = useTexts(texts);
  const id = useId();
  const paths = useMemo(() => editorPaths(lang), [lang]);
  const form = useRef<HTMLFormElement>(null);
  const focusRefused = useRefusedField(form);
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  const [values, setValues] = useState<Record<string, string>>(() => ({
    "titles.de": "",
    "titles.en": "",
    ...Object.fromEntries(languages.map((l) => [`urls.${l}`, trimmed ? `/${l}/${trimmed}` : `/${l}`])),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => !value.trim())
        .map(([name]) => [name, text.required]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusRefused();
      return;
    }
    setSending(true);
    const parentPath = parentPathOf(trimmed);
    const parent = parentPath ? await editorRequest<EditablePage>("GET", paths.editablePage(parentPath)) : null;
    const answer = await editorRequest<EditablePage>("POST", paths.page(""), {
      parent: parent?.ok ? parent.body.id : null,
      titles: { de: values["titles.de"], en: values["titles.en"] },
      urls: { de: values["urls.de"], en: values["urls.en"] },
    });
    setSending(false);
    if (answer.ok) {
      alert("save");
      await onCreated(answer.body);
      return;
    }
    alert("error", answer.body?.detail);
    const refusal = answer.body;
    setErrors(
      refusal?.problems ? errorsOf(refusal.problems) : refusal?.field ? { [refusal.field]: refusal.detail } : {},
    );
    focusRefused();
  };

  const field = (name: string, label: string) => {
    const error = errors[name];
    return (
      <p className="editor-field" key={name}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          value={values[name] ?? ""}
          maxLength={name.startsWith("urls.") ? 210 : 200}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        {error && (
          <span id={`${id}-${name}-error`} className="editor-create-page__error">
            {error}
          </span>
        )}
      </p>
    );
  };

  const known = new Set(Object.keys(values));
  const otherRefusal = Object.entries(errors).find(([name]) => !known.has(name))?.[1];

  return (
    <section className="editor-create-page" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="editor-create-page__heading">
        {text.heading}
      </h2>
      <p>{text.intro(trimmed ? `/${lang}/${trimmed}` : `/${lang}`)}</p>
      <form className="editor-form" onSubmit={submit} noValidate ref={form}>
        {languages.map((l) => field(`titles.${l}`, text.title[l]))}
        {languages.map((l) => field(`urls.${l}`, text.url[l]))}
        <p>{text.offline}</p>
        <FormEnd
          message={otherRefusal ?? (Object.keys(errors).length > 0 ? text.invalid : "")}
          submit={text.create}
          cancel={text.leave}
          busy={sending}
          onCancel={onLeave}
        />
      </form>
    </section>
  );
}
