import { type FormEvent, useMemo, useRef, useState } from "react";
import type { Lang } from "../../lib/languages";
import { type EditorWidgets, FieldsContext, type FieldsState } from "../../modules/common/edit/context";
import { Checkbox, ImageField, TextArea, TextField } from "../../modules/common/edit/fields";
import type { EditablePage } from "../../schemas/pages";
import { editorPaths, editorRequest } from "../api";
import { useEditor, useTexts } from "../context";
import { messagesIn } from "../messages";
import { errorsOf } from "../modal/ModuleDialog";
import { Dialog } from "../ui/Dialog";
import { FormEnd } from "../ui/FormEnd";
import { useRefusedField } from "../ui/refused-field";
import { changedFields, type SettingsValues, settingsOf, settingsProblems, urlField } from "./page-settings";

const texts = {
  de: {
    title: "Seiteneinstellungen",
    names: "Titel und Adressen",
    menu: "Menü und Fußzeile",
    search: "Suchmaschinen und soziale Netzwerke",
    save: "Speichern",
    cancel: "Abbrechen",
    invalid: "Bitte prüfen Sie die markierten Felder.",
    conflict: "Jemand hat diese Seite inzwischen gespeichert.",
    loadTheirs: "Gespeicherte Fassung laden",
    applyMine: "Meine Fassung speichern",
  },
  en: {
    title: "Page settings",
    names: "Titles and addresses",
    menu: "Menu and footer",
    search: "Search engines and social networks",
    save: "Save",
    cancel: "Cancel",
    invalid: "Please check the marked fields.",
    conflict: "Someone saved this page in the meantime.",
    loadTheirs: "Load the saved version",
    applyMine: "Save my version",
  },
};

const label = (de: string, en: string) => ({ de, en });

const urlLabels: Record<Lang, { de: string; en: string }> = {
  de: label("Adresse der deutschen Seite", "Address of the German page"),
  en: label("Adresse der englischen Seite", "Address of the English page"),
};
/** Where the title shows (src/routes/$lang/-route-data.ts, Breadcrumb, GenericPage, the search view). */
const titleHelp = label(
  "Erscheint im Browser-Tab (ohne eigenen Meta-Titel), in der Suche der Website, in der Brotkrumen-Navigation dieser Seite und ihrer Unterseiten und als große Überschrift, wenn keine eigene Überschrift gesetzt ist. Die Menüs haben eigene Namen.",
  "Shows in the browser tab (without a meta title of its own), in the site's search, in the breadcrumb trail of this page and the pages below it, and as the big heading when no headline is set. The menus have names of their own.",
);
const urlHelp = label(
  "Die alte Adresse leitet danach auf die neue weiter.",
  "The old address then redirects to the new one.",
);

/**
 * SPEC §3 Page: the page's titles, addresses in both languages, menu and footer flags and its
 * search and Open Graph fields, saved with PATCH page/{path} at the revision read. The browser
 * checks with the server's rules; the server's refusals come back at their fields, a save over
 * someone else's offers their copy or the editor's on top.
 */
export function PageSettingsDialog({
  page,
  path,
  widgets,
  onSaved,
  onClose,
}: {
  page: EditablePage;
  /** The page's path below the language, as the API addresses it. */
  path: string;
  widgets: EditorWidgets;
  onSaved: (page: EditablePage) => Promise<void>;
  onClose: () => void;
}) {
  const { lang, alert } = useEditor();
  const text = useTexts(texts);
  const paths = useMemo(() => editorPaths(lang), [lang]);
  const [read, setRead] = useState(() => ({ revision: page.revision, values: settingsOf(page) }));
  const [values, setValues] = useState<SettingsValues>(read.values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<EditablePage | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusRefused = useRefusedField(form);

  const state = useMemo<FieldsState>(
    () => ({
      lang,
      model: "page",
      values,
      errors,
      widgets,
      setValue: (name, value) => setValues((current) => ({ ...current, [name]: value as string | boolean | null })),
    }),
    [lang, values, errors, widgets],
  );

  const send = async (revision: number, initial: SettingsValues) => {
    const body = changedFields(initial, values);
    const found = settingsProblems(body, revision);
    setErrors(messagesIn(lang, found));
    if (Object.keys(found).length > 0) {
      focusRefused();
      return;
    }
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    setSending(true);
    const answer = await editorRequest<EditablePage>("PATCH", paths.page(path), { ...body, revision });
    setSending(false);
    if (answer.ok) {
      await onSaved(answer.body);
      return;
    }
    const refusal = answer.body;
    if (answer.status === 409 && refusal?.error === "stale_revision" && refusal.current) {
      setConflict(refusal.current as EditablePage);
      return;
    }
    alert("error", refusal?.detail);
    if (refusal?.problems) setErrors(errorsOf(refusal.problems));
    else if (refusal?.field) setErrors({ [refusal.field]: refusal.detail });
    focusRefused();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(read.revision, read.values);
  };

  /** After a conflict: the saved copy becomes what the form was read at. */
  const takeCurrent = (current: EditablePage, keepMine: boolean) => {
    const next = { revision: current.revision, values: settingsOf(current) };
    setRead(next);
    setConflict(null);
    if (keepMine) void send(next.revision, next.values);
    else setValues(next.values);
  };

  const message = Object.keys(errors).length > 0 ? text.invalid : "";

  return (
    <Dialog open title={text.title} onClose={onClose} wide>
      <form className="editor-form" onSubmit={submit} noValidate ref={form}>
        <FieldsContext.Provider value={state}>
          <fieldset className="editor-field">
            <legend>{text.names}</legend>
            <TextField name="title" label={label("Titel", "Title")} help={titleHelp} required maxLength={200} />
            <TextField
              name="headline"
              label={label("Überschrift", "Headline")}
              help={label("Leer: der Titel.", "Empty: the title.")}
              maxLength={200}
            />
            <TextField name={urlField("de")} label={urlLabels.de} help={urlHelp} required maxLength={210} />
            <TextField name={urlField("en")} label={urlLabels.en} help={urlHelp} required maxLength={210} />
          </fieldset>
          <fieldset className="editor-field">
            <legend>{text.menu}</legend>
            <Checkbox name="in_menu" label={label("Im Menü", "In the menu")} />
            <Checkbox name="in_footer" label={label("In der Fußzeile", "In the footer")} />
            <Checkbox
              name="is_clickable"
              label={label("Im Menü anklickbar", "Clickable in the menu")}
              help={label(
                "Sonst ist sie nur eine Gruppe für die Seiten darunter.",
                "Otherwise it only groups the pages below it.",
              )}
            />
            <Checkbox
              name="is_landing_page"
              label={label("Landingpage (Kopfzeile nur mit Logo)", "Landing page (header with the logo only)")}
            />
          </fieldset>
          <fieldset className="editor-field">
            <legend>{text.search}</legend>
            <TextField name="meta_title" label={label("Meta-Titel", "Meta title")} maxLength={200} />
            <TextArea
              name="meta_description"
              label={label("Meta-Beschreibung", "Meta description")}
              maxLength={500}
              rows={3}
            />
            <TextField name="og_title" label={label("Open-Graph-Titel", "Open Graph title")} maxLength={200} />
            <TextArea
              name="og_description"
              label={label("Open-Graph-Beschreibung", "Open Graph description")}
              maxLength={500}
              rows={3}
            />
            <ImageField name="og_image" label={label("Open-Graph-Bild", "Open Graph image")} />
            <TextField
              name="og_type"
              label={label("Open-Graph-Typ", "Open Graph type")}
              help={label("Zum Beispiel website oder article.", "For example website or article.")}
              maxLength={40}
            />
          </fieldset>
        </FieldsContext.Provider>
        {conflict && (
          <div role="alert">
            <p>{text.conflict}</p>
            <p className="editor-form__actions">
              <button type="button" className="editor-button" onClick={() => takeCurrent(conflict, false)}>
                {text.loadTheirs}
              </button>
              <button
                type="button"
                className="editor-button editor-button--primary"
                onClick={() => takeCurrent(conflict, true)}
              >
                {text.applyMine}
              </button>
            </p>
          </div>
        )}
        <FormEnd message={message} submit={text.save} cancel={text.cancel} busy={sending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
