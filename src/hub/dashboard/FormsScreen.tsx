import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useState } from "react";
import type { FieldValue } from "../../schemas/form-entries";
import { FieldType } from "../../schemas/forms";
import type { HubFormEntriesPage, HubFormEntry, HubFormField, HubFormSummary } from "../../schemas/hub-forms";
import { hubPath, hubReadQuery, hubRequest, useHubApi } from "../api";
import { useConfirm } from "../ConfirmDialog";
import { HubPage } from "../HubPage";
import { useListQuery } from "../list-state";
import { type Outcome, OutcomeMessage } from "../OutcomeMessage";
import { HubTable } from "../table/HubTable";
import { formatHubDateTime, formatHubNumber, useHubLang, useHubTexts } from "../texts";
import { EraseSenderDialog } from "./EraseSenderDialog";

/**
 * Form entries (issue 25, SPEC §7 forms): every form with its entry count, newest entry and a
 * CSV of its entries; `?form=<id>` shows that form's entries, one column per field, with their
 * files to download, and a delete per entry; one person's entries of every form go at once by
 * their e-mail address (a privacy request). A form's fields are edited in the back office
 * (/cms-hub/forms/:id), linked from here. The entries' query lives beside `form` in the URL,
 * like every hub list's.
 */

const TEXTS = {
  de: {
    title: "Formulareingänge",
    intro: "Was Besucherinnen und Besucher über die Formulare der Website gesendet haben.",
    forms: "Formulare",
    searchForms: "Titel",
    form: "Formular",
    entries: "Eingänge",
    lastEntry: "Letzter Eingang",
    status: "Status",
    online: "online",
    offline: "offline",
    external: "externer Dienst",
    download: "Eingänge herunterladen (CSV)",
    downloadOf: (title: string) => `Eingänge herunterladen (CSV): ${title}`,
    none: "—",
    back: "Alle Formulare",
    entriesOf: (title: string) => `Eingänge: ${title}`,
    entriesCaption: "Eingänge",
    searchEntries: "In den Angaben suchen",
    submitted: "Eingegangen",
    lang: "Sprache",
    files: "Dateien",
    from: "Von",
    to: "Bis",
    yes: "ja",
    no: "nein",
    kib: (size: string) => `${size} KB`,
    failed: "Dieses Formular konnte nicht geladen werden.",
    edit: "Formular bearbeiten",
    editOf: (title: string) => `Formular bearbeiten: ${title}`,
    removed: (label: string) => `${label} (entferntes Feld)`,
    actions: "Aktionen",
    delete: "Löschen",
    deleteOf: (when: string) => `Eingang vom ${when} löschen`,
    deleteTitle: "Eingang löschen?",
    deleteText: (when: string) =>
      `Der Eingang vom ${when} wird mit seinen Dateien gelöscht. Das lässt sich nicht rückgängig machen.`,
    deleted: "Eingang gelöscht.",
    network: "Keine Verbindung zum Server. Bitte erneut versuchen.",
  },
  en: {
    title: "Form entries",
    intro: "What visitors sent through the site's forms.",
    forms: "Forms",
    searchForms: "Title",
    form: "Form",
    entries: "Entries",
    lastEntry: "Last entry",
    status: "Status",
    online: "online",
    offline: "offline",
    external: "external service",
    download: "Download entries (CSV)",
    downloadOf: (title: string) => `Download entries (CSV): ${title}`,
    none: "—",
    back: "All forms",
    entriesOf: (title: string) => `Entries: ${title}`,
    entriesCaption: "Entries",
    searchEntries: "Search the answers",
    submitted: "Received",
    lang: "Language",
    files: "Files",
    from: "From",
    to: "To",
    yes: "yes",
    no: "no",
    kib: (size: string) => `${size} KB`,
    failed: "This form could not be loaded.",
    edit: "Edit the form",
    editOf: (title: string) => `Edit the form: ${title}`,
    removed: (label: string) => `${label} (removed field)`,
    actions: "Actions",
    delete: "Delete",
    deleteOf: (when: string) => `Delete the entry of ${when}`,
    deleteTitle: "Delete the entry?",
    deleteText: (when: string) => `The entry of ${when} is deleted with its files. This cannot be undone.`,
    deleted: "Entry deleted.",
    network: "The server could not be reached. Please try again.",
  },
};

type Texts = (typeof TEXTS)["de"];

export function FormsScreen() {
  const [query] = useListQuery();
  const formId = query.form;
  return formId && /^[1-9][0-9]{0,9}$/.test(formId) ? <FormEntries formId={formId} /> : <FormList />;
}

function FormList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const columns: ColumnDef<HubFormSummary, unknown>[] = [
    {
      id: "title",
      header: text.form,
      enableSorting: true,
      cell: ({ row }) => (
        <Link to="." search={{ form: String(row.original.id) } as never}>
          {lang === "en" ? row.original.title_en : row.original.title_de}
        </Link>
      ),
    },
    {
      id: "entries",
      header: text.entries,
      enableSorting: true,
      cell: ({ row }) => formatHubNumber(lang, row.original.entry_count),
    },
    {
      id: "last_entry",
      header: text.lastEntry,
      enableSorting: true,
      cell: ({ row }) => (row.original.last_entry_at ? formatHubDateTime(lang, row.original.last_entry_at) : text.none),
    },
    {
      id: "status",
      header: text.status,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.is_external ? text.external : row.original.is_online ? text.online : text.offline,
    },
    {
      id: "edit",
      header: text.edit,
      enableSorting: false,
      cell: ({ row }) => (
        <Link
          to="/cms-hub/$resource/{-$id}"
          params={{ resource: "forms", id: String(row.original.id) }}
          aria-label={text.editOf(lang === "en" ? row.original.title_en : row.original.title_de)}
        >
          {text.edit}
        </Link>
      ),
    },
    {
      id: "csv",
      header: "CSV",
      enableSorting: false,
      cell: ({ row }) => {
        const title = lang === "en" ? row.original.title_en : row.original.title_de;
        return row.original.entry_count > 0 ? (
          <a href={hubPath(`forms/${row.original.id}/entries/export/`)} download aria-label={text.downloadOf(title)}>
            {text.download}
          </a>
        ) : (
          text.none
        );
      },
    },
  ];
  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>} actions={<EraseSenderDialog />}>
      <HubTable<HubFormSummary>
        caption={text.forms}
        path="forms/"
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={text.searchForms}
      />
    </HubPage>
  );
}

/** A stored value as a person reads it: lists joined, yes/no for a consent box. */
function shownValue(value: FieldValue, text: Texts): string {
  if (value === null || value === "") return text.none;
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : text.none;
  if (typeof value === "boolean") return value ? text.yes : text.no;
  return String(value);
}

function entryColumns(
  fields: HubFormField[],
  lang: "de" | "en",
  text: Texts,
  remove: (entry: HubFormEntry) => void,
): ColumnDef<HubFormEntry, unknown>[] {
  return [
    {
      id: "submitted_at",
      header: text.submitted,
      enableSorting: true,
      cell: ({ row }) => formatHubDateTime(lang, row.original.submitted_at),
    },
    { id: "lang", header: text.lang, enableSorting: false, cell: ({ row }) => row.original.lang.toUpperCase() },
    ...fields
      // An upload field's files are in the files column, with their size and download.
      .filter((field) => field.field_type !== FieldType.file)
      .map(
        (field): ColumnDef<HubFormEntry, unknown> => ({
          id: `field-${field.slug}`,
          header: field.removed ? text.removed(field.slug) : lang === "en" ? field.label_en : field.label_de,
          enableSorting: false,
          cell: ({ row }) =>
            shownValue(row.original.values.find((value) => value.slug === field.slug)?.value ?? null, text),
        }),
      ),
    {
      id: "files",
      header: text.files,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.files.length === 0 ? (
          text.none
        ) : (
          <ul className="hub-forms__files">
            {row.original.files.map((file) => (
              <li key={file.id}>
                <a href={file.url} download={file.name}>
                  {file.name}
                </a>{" "}
                ({text.kib(formatHubNumber(lang, Math.max(1, Math.round(file.size / 1024))))})
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: "actions",
      header: text.actions,
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="hub-button hub-button--danger"
          aria-label={text.deleteOf(formatHubDateTime(lang, row.original.submitted_at))}
          onClick={() => remove(row.original)}
        >
          {text.delete}
        </button>
      ),
    },
  ];
}

function FormEntries({ formId }: { formId: string }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const queryClient = useQueryClient();
  const { ask, dialog } = useConfirm();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const path = `forms/${formId}/entries/`;
  async function remove(entry: HubFormEntry) {
    const when = formatHubDateTime(lang, entry.submitted_at);
    const confirmed = await ask({
      title: text.deleteTitle,
      message: <p>{text.deleteText(when)}</p>,
      confirm: text.delete,
      danger: true,
    });
    if (!confirmed) return;
    const answer = await hubRequest("DELETE", `${path}${entry.id}/`, {});
    if (!answer.ok) {
      setOutcome({
        ok: false,
        text: answer.status === 0 ? text.network : (answer.body?.detail ?? `HTTP ${answer.status}`),
      });
      return;
    }
    setOutcome({ ok: true, text: text.deleted });
    await queryClient.invalidateQueries({ queryKey: ["hub"] });
  }
  // The form and its fields (the table's columns), read once whatever the filters are.
  const head = useQuery(hubReadQuery<HubFormEntriesPage>(api, path, { page_size: "1" }));
  const about = head.data;
  const title = about ? (lang === "en" ? about.form.title_en : about.form.title_de) : text.title;
  return (
    <HubPage
      title={about ? text.entriesOf(title) : text.title}
      actions={
        <>
          <Link to="." search={{} as never}>
            {text.back}
          </Link>
          <Link to="/cms-hub/$resource/{-$id}" params={{ resource: "forms", id: formId }}>
            {text.edit}
          </Link>
          <EraseSenderDialog />
        </>
      }
    >
      <OutcomeMessage outcome={outcome} />
      {about && (
        <HubTable<HubFormEntry>
          caption={text.entriesCaption}
          path={path}
          columns={entryColumns(about.fields, lang, text, (entry) => void remove(entry))}
          rowKey={(row) => row.id}
          searchLabel={text.searchEntries}
          filters={<PeriodFilter />}
          keep={["form"]}
          csv
        />
      )}
      {dialog}
      {head.isError && (
        <p role="alert" className="hub-alert hub-alert--error">
          {text.failed}
        </p>
      )}
    </HubPage>
  );
}

function PeriodFilter() {
  const text = useHubTexts(TEXTS);
  const [query, setQuery] = useListQuery();
  const fromId = useId();
  const toId = useId();
  return (
    <>
      <label htmlFor={fromId}>
        {text.from}
        <input
          id={fromId}
          type="date"
          value={query.from ?? ""}
          onChange={(event) => setQuery({ from: event.currentTarget.value })}
        />
      </label>
      <label htmlFor={toId}>
        {text.to}
        <input
          id={toId}
          type="date"
          value={query.to ?? ""}
          onChange={(event) => setQuery({ to: event.currentTarget.value })}
        />
      </label>
    </>
  );
}
