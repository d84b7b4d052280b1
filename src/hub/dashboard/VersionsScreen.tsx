import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import type { Lang } from "../../lib/languages";
import type { DiffValue, PageFieldCode, VersionChange } from "../../lib/version-diff";
import { moduleDescriptors } from "../../modules/descriptors";
import { fieldLabel } from "../../modules/field-labels";
import type { ModuleModel } from "../../modules/models";
import { VERSION_VERBS, type VersionCompare, type VersionRow } from "../../schemas/dashboard-versions";
import { hubReadQuery, hubRequest, useHubApi } from "../api";
import { HubDialog } from "../HubDialog";
import { HubPage } from "../HubPage";
import { useListQuery } from "../list-state";
import { HubTable } from "../table/HubTable";
import { timeColumn } from "../table/time-column";
import { formatHubDateTime, useHubLang, useHubTexts } from "../texts";
import { LangFilter, PeriodFilter, SelectFilter } from "./filters";

const PAGE_FIELDS: Record<PageFieldCode, { de: string; en: string }> = {
  title: { de: "Titel", en: "Title" },
  path: { de: "Adresse", en: "Address" },
  headline: { de: "Überschrift", en: "Headline" },
  meta_title: { de: "Meta-Titel", en: "Meta title" },
  meta_description: { de: "Meta-Beschreibung", en: "Meta description" },
  og_title: { de: "Titel beim Teilen", en: "Sharing title" },
  og_description: { de: "Beschreibung beim Teilen", en: "Sharing description" },
  is_online: { de: "Online", en: "Online" },
  is_clickable: { de: "Im Menü anklickbar", en: "Clickable in the menu" },
  in_menu: { de: "Im Menü", en: "In the menu" },
  in_footer: { de: "In der Fußzeile", en: "In the footer" },
  is_landing_page: { de: "Landingpage", en: "Landing page" },
  og_image: { de: "Bild beim Teilen", en: "Sharing image" },
  og_type: { de: "Art beim Teilen", en: "Sharing type" },
};

const TEXTS = {
  de: {
    title: "Versionen",
    intro:
      "Jede gespeicherte Version jeder Seite, die neueste zuerst. Vergleichen Sie eine mit der Seite, wie sie jetzt ist, und stellen Sie sie wieder her.",
    caption: "Versionen",
    search: "Seitentitel",
    when: "Gespeichert",
    page: "Seite",
    lang: "Sprache",
    action: "Aktion",
    user: "Von",
    compare: "Vergleichen",
    actionFilter: "Aktion",
    verbs: {
      create: "angelegt",
      update: "geändert",
      delete: "gelöscht",
      move: "verschoben",
      copy: "kopiert",
      restore: "wiederhergestellt",
      undo: "rückgängig gemacht",
    },
    pageWord: "Seite",
    section: "Abschnitt",
    dialogTitle: (title: string, when: string) => `Version von „${title}“ vom ${when}`,
    since: "Seit dieser Version hat sich geändert:",
    nothing: "Die Seite ist in dieser Sprache so wie in dieser Version.",
    loading: "Wird geladen …",
    failed: "Der Vergleich konnte nicht geladen werden.",
    empty: "(leer)",
    quoted: (words: string) => `„${words}“`,
    yes: "ja",
    no: "nein",
    fieldChange: (label: string, before: string, after: string) => `${label}: ${before} → ${after}`,
    added: (what: string) => `Hinzugefügt: ${what}`,
    removed: (what: string) => `Entfernt: ${what}`,
    changed: (what: string) => `Geändert: ${what}`,
    moved: (what: string, before: number, after: number) => `Verschoben: ${what} (von Position ${before} auf ${after})`,
    movedElsewhere: (what: string) => `Verschoben: ${what} (in einen anderen Abschnitt oder eine andere Spalte)`,
    restore: "Diese Version wiederherstellen",
    restoreQuestion:
      "Texte und Module der Seite in dieser Sprache werden durch diese Version ersetzt (als neue Version; Online-Status und Menü bleiben).",
    confirmRestore: "Ja, wiederherstellen",
    cancel: "Abbrechen",
    restored: "Die Version ist wiederhergestellt.",
    openPage: "Seite ansehen",
    restoreFailed: "Nicht wiederhergestellt.",
  },
  en: {
    title: "Versions",
    intro: "Every saved version of every page, newest first. Compare one with the page as it is now, and restore it.",
    caption: "Versions",
    search: "Page title",
    when: "Saved",
    page: "Page",
    lang: "Language",
    action: "Action",
    user: "By",
    compare: "Compare",
    actionFilter: "Action",
    verbs: {
      create: "created",
      update: "changed",
      delete: "deleted",
      move: "moved",
      copy: "copied",
      restore: "restored",
      undo: "undone",
    },
    pageWord: "Page",
    section: "Section",
    dialogTitle: (title: string, when: string) => `Version of “${title}” of ${when}`,
    since: "Since this version, this changed:",
    nothing: "The page in this language is as it was in this version.",
    loading: "Loading …",
    failed: "The comparison could not be loaded.",
    empty: "(empty)",
    quoted: (words: string) => `“${words}”`,
    yes: "yes",
    no: "no",
    fieldChange: (label: string, before: string, after: string) => `${label}: ${before} → ${after}`,
    added: (what: string) => `Added: ${what}`,
    removed: (what: string) => `Removed: ${what}`,
    changed: (what: string) => `Changed: ${what}`,
    moved: (what: string, before: number, after: number) => `Moved: ${what} (from position ${before} to ${after})`,
    movedElsewhere: (what: string) => `Moved: ${what} (into another section or column)`,
    restore: "Restore this version",
    restoreQuestion:
      "The page's texts and modules in this language are replaced by this version (as a new version; online status and menu stay).",
    confirmRestore: "Yes, restore",
    cancel: "Cancel",
    restored: "The version is restored.",
    openPage: "View the page",
    restoreFailed: "Not restored.",
  },
};
type Texts = (typeof TEXTS)["de"];

const LANG_NAMES: Record<Lang, { de: string; en: string }> = {
  de: { de: "Deutsch", en: "German" },
  en: { de: "Englisch", en: "English" },
};

/** `text.update` → "Text changed", `page.create` → "Page created". */
function actionWords(action: string, lang: Lang, text: Texts): string {
  const [what = "", verb = ""] = action.split(".");
  const verbWord = (VERSION_VERBS as readonly string[]).includes(verb)
    ? text.verbs[verb as keyof Texts["verbs"]]
    : verb;
  const subject = what === "page" ? text.pageWord : moduleName(what, lang);
  return `${subject} ${verbWord}`.trim();
}

function moduleName(model: string, lang: Lang): string {
  return Object.hasOwn(moduleDescriptors, model) ? moduleDescriptors[model as ModuleModel].names[lang] : model;
}

function valueWords(value: DiffValue, text: Texts): string {
  if (value === null || value === "") return text.empty;
  if (typeof value === "boolean") return value ? text.yes : text.no;
  return typeof value === "string" ? text.quoted(value) : String(value);
}

/** One change in words, with a changed module's changed fields below it. */
function ChangeItem({ change, lang, text }: { change: VersionChange; lang: Lang; text: Texts }) {
  if (change.kind === "page_field") {
    return (
      <li>
        {text.fieldChange(
          PAGE_FIELDS[change.field][lang],
          valueWords(change.before, text),
          valueWords(change.after, text),
        )}
      </li>
    );
  }
  const what = `${change.model === "section" ? text.section : moduleName(change.model, lang)}${change.preview ? ` ${text.quoted(change.preview)}` : ""}`;
  switch (change.kind) {
    case "module_added":
      return <li>{text.added(what)}</li>;
    case "module_removed":
      return <li>{text.removed(what)}</li>;
    case "module_moved":
      return <li>{change.other_parent ? text.movedElsewhere(what) : text.moved(what, change.before, change.after)}</li>;
    case "module_changed":
      return (
        <li>
          {text.changed(what)}
          <ul>
            {change.fields.map((field) => (
              <li key={field.field}>
                {text.fieldChange(
                  fieldLabel(field.field, lang),
                  valueWords(field.before, text),
                  valueWords(field.after, text),
                )}
              </li>
            ))}
          </ul>
        </li>
      );
  }
}

/** The editing API's restore of a version (the one restore path, ADR 0022); the home page's path is empty there. */
function restorePath(version: VersionRow): string {
  const path = version.page.path === "/" ? "" : version.page.path;
  return `/${version.lang}/pageeditor-api/page${path}/versions/${version.id}/restore/`;
}

function CompareDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const queryClient = useQueryClient();
  const compare = useQuery(hubReadQuery<VersionCompare>(api, `dashboard/versions/${id}/compare/`));
  const [step, setStep] = useState<"view" | "confirm" | "busy" | "done">("view");
  const [refusal, setRefusal] = useState<string | null>(null);
  const version = compare.data?.version;

  const restore = async () => {
    if (!version) return;
    setStep("busy");
    const answer = await hubRequest("POST", restorePath(version), {});
    if (answer.ok) {
      setStep("done");
      void queryClient.invalidateQueries({ queryKey: ["hub"] });
    } else {
      setStep("view");
      setRefusal(answer.body?.detail ?? `HTTP ${answer.status}`);
    }
  };

  const title = version
    ? text.dialogTitle(version.page.title, formatHubDateTime(lang, version.created_at))
    : text.compare;
  return (
    <HubDialog open wide title={title} onClose={onClose}>
      {compare.isPending && <p role="status">{text.loading}</p>}
      {compare.isError && (
        <p role="alert" className="hub-alert hub-alert--error">
          {text.failed}
        </p>
      )}
      {compare.data && version && (
        <>
          <p>
            {LANG_NAMES[version.lang][lang]} · {actionWords(version.action, lang, text)}
            {version.user ? ` · ${version.user.name}` : ""}
          </p>
          {compare.data.changes.length === 0 ? (
            <p>{text.nothing}</p>
          ) : (
            <>
              <p>{text.since}</p>
              <ul className="hub-versions__changes">
                {compare.data.changes.map((change, index) => (
                  // The list is read once per answer and never reordered.
                  // biome-ignore lint/suspicious/noArrayIndexKey: changes have no id of their own
                  <ChangeItem key={index} change={change} lang={lang} text={text} />
                ))}
              </ul>
            </>
          )}
          {refusal && (
            <p role="alert" className="hub-alert hub-alert--error">
              {text.restoreFailed} {refusal}
            </p>
          )}
          {step === "done" ? (
            <p role="status" className="hub-alert hub-alert--ok">
              {text.restored} <a href={version.page.url}>{text.openPage}</a>
            </p>
          ) : step === "view" ? (
            <div className="hub-form__end">
              <button type="button" className="hub-button hub-button--primary" onClick={() => setStep("confirm")}>
                {text.restore}
              </button>
            </div>
          ) : (
            <div className="hub-form__end">
              <p>{text.restoreQuestion}</p>
              <button
                type="button"
                className="hub-button hub-button--primary"
                disabled={step === "busy"}
                onClick={restore}
              >
                {text.confirmRestore}
              </button>
              <button type="button" className="hub-button" onClick={() => setStep("view")}>
                {text.cancel}
              </button>
            </div>
          )}
        </>
      )}
    </HubDialog>
  );
}

function Filters({ text }: { text: Texts }) {
  return (
    <>
      <LangFilter />
      <SelectFilter
        name="action"
        label={text.actionFilter}
        options={VERSION_VERBS.map((verb) => ({ value: verb, label: text.verbs[verb] }))}
      />
      <PeriodFilter />
    </>
  );
}

/** The dashboard's versions (issue 25): every page's versions; `?version=<id>` opens its comparison. */
export function VersionsScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const [query, setQuery] = useListQuery();
  // Opening and closing the comparison keeps the list's page.
  const showVersion = (id: string | undefined) => setQuery({ version: id, page: query.page });

  const columns: ColumnDef<VersionRow, unknown>[] = [
    timeColumn("created_at", text.when, lang),
    {
      id: "page",
      header: text.page,
      enableSorting: false,
      cell: ({ row }) => <a href={row.original.page.url}>{row.original.page.title}</a>,
    },
    { id: "lang", header: text.lang, enableSorting: false, cell: ({ row }) => row.original.lang.toUpperCase() },
    {
      id: "action",
      header: text.action,
      enableSorting: false,
      cell: ({ row }) => actionWords(row.original.action, lang, text),
    },
    { id: "user", header: text.user, enableSorting: false, cell: ({ row }) => row.original.user?.name ?? "–" },
    {
      id: "compare",
      header: text.compare,
      enableSorting: false,
      cell: ({ row }) => (
        <button type="button" className="hub-button" onClick={() => showVersion(String(row.original.id))}>
          {text.compare}
          <span className="hub-visually-hidden">
            : {row.original.page.title}, {formatHubDateTime(lang, row.original.created_at)}
          </span>
        </button>
      ),
    },
  ];

  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      <HubTable<VersionRow>
        caption={text.caption}
        path="dashboard/versions/"
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={text.search}
        filters={<Filters text={text} />}
        csv
      />
      {query.version && <CompareDialog id={query.version} onClose={() => showVersion(undefined)} />}
    </HubPage>
  );
}
