import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import * as v from "valibot";
import type { HubMenu, HubMenuEntry, MenuName } from "../../schemas/hub-menus";
import { MenuEntryFields, menuEntryProblems } from "../../schemas/hub-menus";
import type { LinkTargetsResponse } from "../../schemas/link-targets";
import { hubRequest, useHubApi } from "../api";
import { HubFormElement, useHubForm } from "../form/form";
import { HubDialog } from "../HubDialog";
import { useHubLang, useHubTexts } from "../texts";

const TEXTS = {
  de: {
    add: "Eintrag hinzufügen",
    edit: "Eintrag bearbeiten",
    nameDe: "Name (deutsch)",
    nameEn: "Name (englisch)",
    linkKind: "Verweist auf",
    kinds: { page: "eine Seite der Website", url: "eine Adresse je Sprache" },
    parent: "Unter",
    topLevel: "– oberste Ebene –",
    page: "Seite",
    search: "Seite suchen",
    searchHelp: "Titel oder Pfad; wählen Sie die Seite aus der Liste.",
    chosen: (title: string) => `Gewählt: ${title}`,
    none: "Noch keine Seite gewählt.",
    noHits: "Keine Seite gefunden.",
    choose: (title: string) => `„${title}“ wählen`,
    offline: "offline",
    urlDe: "Adresse (deutsch)",
    urlEn: "Adresse (englisch)",
    urlHelp: "/de/… für Seiten der Website, https://… für andere Websites.",
    external: "In neuem Tab öffnen",
    tabs: "Mit Reiter-Navigation",
    save: "Speichern",
  },
  en: {
    add: "Add entry",
    edit: "Edit entry",
    nameDe: "Name (German)",
    nameEn: "Name (English)",
    linkKind: "Links to",
    kinds: { page: "a page of the site", url: "an address per language" },
    parent: "Under",
    topLevel: "– top level –",
    page: "Page",
    search: "Search pages",
    searchHelp: "Title or path; choose the page from the list.",
    chosen: (title: string) => `Chosen: ${title}`,
    none: "No page chosen yet.",
    noHits: "No page found.",
    choose: (title: string) => `Choose “${title}”`,
    offline: "offline",
    urlDe: "Address (German)",
    urlEn: "Address (English)",
    urlHelp: "/en/… for pages of the site, https://… for other sites.",
    external: "Open in a new tab",
    tabs: "With tab navigation",
    save: "Save",
  },
};

/** The entry's fields as the API takes them, plus where a new entry goes (a select's text value). */
const EntryForm = v.object({ ...MenuEntryFields.entries, parent: v.string() });
type EntryFormValues = v.InferInput<typeof EntryForm>;

/** Add or edit one menu entry: names, a page (searched) or a URL per language, and its flags. */
export function MenuEntryDialog({
  menu,
  entry,
  parents,
  onClose,
  onSaved,
}: {
  menu: MenuName;
  /** null: a new entry. */
  entry: HubMenuEntry | null;
  /** Entries a new one may go under (the menu's levels allow it). */
  parents: HubMenuEntry[];
  onClose: () => void;
  onSaved: (menu: HubMenu, name: string) => void;
}) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const [pageTitle, setPageTitle] = useState(
    entry?.page ? (lang === "de" ? entry.page.title_de : entry.page.title_en) : "",
  );
  const defaultValues: EntryFormValues = {
    name_de: entry?.name_de ?? "",
    name_en: entry?.name_en ?? "",
    link_kind: entry && !entry.page ? "url" : "page",
    page_id: entry?.page?.id ?? null,
    url_de: entry?.url_de ?? "",
    url_en: entry?.url_en ?? "",
    is_external: entry?.is_external ?? false,
    has_tab_navigation: entry?.has_tab_navigation ?? false,
    parent: "",
  };
  const form = useHubForm({
    defaultValues,
    schema: EntryForm,
    submit: async ({ parent, ...fields }) => {
      // The rules the server checks beyond the shape, here first so the refusal needs no round trip.
      const problems = menuEntryProblems(fields);
      const [first] = problems;
      if (first) {
        return {
          ok: false,
          status: 422,
          body: { error: "invalid_menu_entry", detail: first.message, field: first.path, problems },
        };
      }
      return entry
        ? hubRequest<{ menu: HubMenu }>("PUT", `settings/menus/${menu}/${entry.id}/`, fields)
        : hubRequest<{ menu: HubMenu }>("POST", `settings/menus/${menu}/`, {
            ...fields,
            parent_id: parent ? Number(parent) : null,
          });
    },
    onSaved: (saved, values) => onSaved(saved.menu, lang === "de" ? values.name_de : values.name_en),
  });

  return (
    <HubDialog open title={entry ? text.edit : text.add} onClose={onClose} wide>
      <HubFormElement form={form} label={entry ? text.edit : text.add}>
        <form.AppField name="name_de">
          {(field) => <field.TextField label={text.nameDe} required maxLength={100} />}
        </form.AppField>
        <form.AppField name="name_en">
          {(field) => <field.TextField label={text.nameEn} required maxLength={100} />}
        </form.AppField>
        {!entry && parents.length > 0 && (
          <form.AppField name="parent">
            {(field) => (
              <field.Select
                label={text.parent}
                options={[
                  { value: "", label: text.topLevel },
                  ...parents.map((parent) => ({
                    value: String(parent.id),
                    label: lang === "de" ? parent.name_de : parent.name_en,
                  })),
                ]}
              />
            )}
          </form.AppField>
        )}
        <form.AppField name="link_kind">
          {(field) => (
            <field.Select
              label={text.linkKind}
              options={[
                { value: "page", label: text.kinds.page },
                { value: "url", label: text.kinds.url },
              ]}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.link_kind}>
          {(kind) =>
            kind === "page" ? (
              <form.AppField name="page_id">
                {(field) => (
                  <PagePicker
                    value={field.state.value ?? null}
                    title={pageTitle}
                    errors={field.state.meta.errors}
                    onChoose={(id, title) => {
                      field.handleChange(id);
                      setPageTitle(title);
                    }}
                  />
                )}
              </form.AppField>
            ) : (
              <>
                <form.AppField name="url_de">
                  {(field) => <field.TextField label={text.urlDe} help={text.urlHelp} required />}
                </form.AppField>
                <form.AppField name="url_en">
                  {(field) => <field.TextField label={text.urlEn} help={text.urlHelp} required />}
                </form.AppField>
                <form.AppField name="is_external">{(field) => <field.Checkbox label={text.external} />}</form.AppField>
              </>
            )
          }
        </form.Subscribe>
        {menu !== "footer" && (
          <form.AppField name="has_tab_navigation">{(field) => <field.Checkbox label={text.tabs} />}</form.AppField>
        )}
        <form.AppForm>
          <form.SubmitBar label={text.save} />
        </form.AppForm>
      </HubFormElement>
    </HubDialog>
  );
}

/** A search over the site's pages (the editor's link finder call) and the one chosen. */
function PagePicker({
  value,
  title,
  errors,
  onChoose,
}: {
  value: number | null;
  title: string;
  errors: readonly unknown[];
  onChoose: (id: number, title: string) => void;
}) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const id = useId();
  const [q, setQ] = useState("");
  const results = useQuery({
    queryKey: ["hub", "link-targets", lang, q],
    queryFn: () => api.get<LinkTargetsResponse>(`/${lang}/pageeditor-api/link-targets/`, { kind: "page", q }),
  });
  const message = errors
    .map((error) => (typeof error === "string" ? error : ((error as { message?: string })?.message ?? "")))
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className="hub-page-picker">
      <legend>{text.page}</legend>
      <p id={`${id}-chosen`} aria-live="polite">
        {value !== null ? text.chosen(title || `#${value}`) : text.none}
      </p>
      {message && (
        <p id={`${id}-error`} className="hub-field__error">
          {message}
        </p>
      )}
      <div className="hub-field">
        <label htmlFor={`${id}-q`}>{text.search}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          aria-describedby={`${id}-help${message ? ` ${id}-error` : ""}`}
        />
        <p id={`${id}-help`} className="hub-field__help">
          {text.searchHelp}
        </p>
      </div>
      {results.data && results.data.results.length === 0 && <p>{text.noHits}</p>}
      <ul className="hub-page-picker__results">
        {results.data?.results.map((page) => (
          <li key={page.id}>
            <button
              type="button"
              className="hub-button"
              aria-pressed={page.id === value}
              aria-label={text.choose(page.title)}
              onClick={() => onChoose(page.id, page.title)}
            >
              {page.title} <span className="hub-page-picker__url">{page.urls[lang]}</span>
              {!page.is_online && ` · ${text.offline}`}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
