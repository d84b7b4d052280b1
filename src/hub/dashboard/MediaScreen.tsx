import { useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import * as v from "valibot";
import type { Lang } from "../../lib/languages";
import type { MediaOverviewRow, MediaOverviewTotals, MediaUsage } from "../../schemas/dashboard-media";
import { ALT_MAX, MEDIA_TYPES } from "../../schemas/media";
import { hubRequest } from "../api";
import { HubFormElement, useHubForm } from "../form/form";
import { HubDialog } from "../HubDialog";
import { HubPage } from "../HubPage";
import { useListQuery } from "../list-state";
import { HubTable } from "../table/HubTable";
import { formatHubDateTime, formatHubNumber, useHubLang, useHubTexts } from "../texts";

const TEXTS = {
  de: {
    title: "Medien",
    intro: "Alle hochgeladenen Bilder, wo sie verwendet werden, ihre Alternativtexte je Sprache.",
    caption: "Mediendateien",
    search: "Dateiname oder Alternativtext",
    file: "Datei",
    size: "Größe",
    type: "Typ",
    dimensions: "Abmessungen",
    altDe: "Alternativtext (Deutsch)",
    altEn: "Alternativtext (Englisch)",
    usage: "Verwendet in",
    uploaded: "Hochgeladen",
    actions: "Aktionen",
    unused: "nicht verwendet",
    seeded: "–",
    usedFilter: "Verwendung",
    usedAll: "Alle",
    usedYes: "Verwendet",
    usedNo: "Nicht verwendet",
    typeFilter: "Dateityp",
    typeAll: "Alle Typen",
    totals: (size: string, unused: string) => `${size} gesamt, ${unused} nicht verwendet`,
    editAlt: "Alternativtexte bearbeiten",
    editAltOf: (name: string) => `Alternativtexte von ${name}`,
    save: "Speichern",
    saved: "Die Alternativtexte sind gespeichert; die Seiten mit dem Bild zeigen sie jetzt.",
    required: "Beschreiben Sie das Bild.",
    tooLong: `Höchstens ${ALT_MAX} Zeichen.`,
    delete: "Löschen",
    deleteOf: (name: string) => `${name} löschen?`,
    deleteWhat: "Die Datei und alle ihre Größen werden endgültig gelöscht.",
    confirmDelete: "Endgültig löschen",
    cancel: "Abbrechen",
    deleted: (name: string) => `${name} wurde gelöscht.`,
    inUse: "Die Datei wird noch verwendet und wurde nicht gelöscht:",
    failed: "Das hat nicht geklappt.",
    page: "Seite",
    ogImage: "Vorschaubild",
    items: {
      event: "Termin",
      production: "Produktion",
      person: "Person",
      article: "Artikel",
      venue: "Spielstätte",
      series: "Reihe",
      event_teaser: "Programm-Teaser",
    },
  },
  en: {
    title: "Media",
    intro: "Every uploaded image, where it is used, and its alt text per language.",
    caption: "Media files",
    search: "File name or alt text",
    file: "File",
    size: "Size",
    type: "Type",
    dimensions: "Dimensions",
    altDe: "Alt text (German)",
    altEn: "Alt text (English)",
    usage: "Used in",
    uploaded: "Uploaded",
    actions: "Actions",
    unused: "not used",
    seeded: "–",
    usedFilter: "Usage",
    usedAll: "All",
    usedYes: "Used",
    usedNo: "Not used",
    typeFilter: "File type",
    typeAll: "All types",
    totals: (size: string, unused: string) => `${size} in all, ${unused} not used`,
    editAlt: "Edit alt texts",
    editAltOf: (name: string) => `Alt texts of ${name}`,
    save: "Save",
    saved: "The alt texts are saved; the pages with the image show them now.",
    required: "Describe the image.",
    tooLong: `At most ${ALT_MAX} characters.`,
    delete: "Delete",
    deleteOf: (name: string) => `Delete ${name}?`,
    deleteWhat: "The file and all its sizes are deleted for good.",
    confirmDelete: "Delete for good",
    cancel: "Cancel",
    deleted: (name: string) => `${name} was deleted.`,
    inUse: "The file is still used and was not deleted:",
    failed: "That did not work.",
    page: "Page",
    ogImage: "preview image",
    items: {
      event: "Event",
      production: "Production",
      person: "Person",
      article: "Article",
      venue: "Venue",
      series: "Series",
      event_teaser: "Programme teaser",
    },
  },
};
type Texts = (typeof TEXTS)["de"];

/** A size in bytes as KB or MB (decimal, as file managers show them). */
function fileSize(lang: Lang, bytes: number): string {
  if (bytes >= 1_000_000) return `${formatHubNumber(lang, Math.round(bytes / 100_000) / 10)} MB`;
  return `${formatHubNumber(lang, Math.max(1, Math.round(bytes / 1000)))} KB`;
}

/** `image/jpeg` → `JPEG`. */
const typeName = (contentType: string) => contentType.replace(/^image\//, "").toUpperCase();

function UsageList({ usage, text }: { usage: readonly MediaUsage[]; text: Texts }) {
  if (usage.length === 0) return <span>{text.unused}</span>;
  return (
    <ul className="hub-media__usage">
      {usage.map((use) =>
        use.type === "page" ? (
          <li key={`page-${use.id}-${use.lang}-${use.place}`}>
            <a href={use.url}>{use.title}</a> ({use.lang.toUpperCase()}
            {use.place === "og_image" ? `, ${text.ogImage}` : ""})
          </li>
        ) : (
          <li key={`${use.type}-${use.id}`}>
            {text.items[use.type]}: <a href={use.admin_url}>{use.title}</a>
          </li>
        ),
      )}
    </ul>
  );
}

function Filters({ text }: { text: Texts }) {
  const [query, setQuery] = useListQuery();
  return (
    <>
      <label>
        {text.usedFilter}
        <select value={query.used ?? ""} onChange={(event) => setQuery({ used: event.currentTarget.value })}>
          <option value="">{text.usedAll}</option>
          <option value="yes">{text.usedYes}</option>
          <option value="no">{text.usedNo}</option>
        </select>
      </label>
      <label>
        {text.typeFilter}
        <select value={query.type ?? ""} onChange={(event) => setQuery({ type: event.currentTarget.value })}>
          <option value="">{text.typeAll}</option>
          {MEDIA_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeName(type)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

function AltDialog({ file, onClose, onSaved }: { file: MediaOverviewRow; onClose: () => void; onSaved: () => void }) {
  const text = useHubTexts(TEXTS);
  const alt = v.pipe(v.string(), v.trim(), v.minLength(1, text.required), v.maxLength(ALT_MAX, text.tooLong));
  const form = useHubForm({
    defaultValues: { alt_de: file.alt_de, alt_en: file.alt_en },
    schema: v.object({ alt_de: alt, alt_en: alt }),
    submit: (values) => hubRequest<MediaOverviewRow>("PATCH", `dashboard/media/${file.id}/`, values),
    onSaved,
  });
  return (
    <HubDialog open title={text.editAltOf(file.file_name)} onClose={onClose}>
      <HubFormElement form={form} label={text.editAlt}>
        <form.AppField name="alt_de">
          {(field) => <field.TextArea label={text.altDe} rows={3} maxLength={ALT_MAX} required />}
        </form.AppField>
        <form.AppField name="alt_en">
          {(field) => <field.TextArea label={text.altEn} rows={3} maxLength={ALT_MAX} required />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitBar label={text.save} />
        </form.AppForm>
      </HubFormElement>
    </HubDialog>
  );
}

function DeleteDialog({
  file,
  onClose,
  onDeleted,
}: {
  file: MediaOverviewRow;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const text = useHubTexts(TEXTS);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ detail: string; usedIn: MediaUsage[] } | null>(null);
  const remove = async () => {
    setBusy(true);
    const answer = await hubRequest<{ deleted: number }>("DELETE", `dashboard/media/${file.id}/`, {});
    setBusy(false);
    if (answer.ok) return onDeleted();
    const usedIn = Array.isArray(answer.body?.used_in) ? (answer.body.used_in as MediaUsage[]) : [];
    setRefusal({ detail: answer.body?.detail ?? `HTTP ${answer.status}`, usedIn });
  };
  return (
    <HubDialog open title={text.deleteOf(file.file_name)} onClose={onClose}>
      {refusal ? (
        <div role="alert" className="hub-alert hub-alert--error">
          {refusal.usedIn.length > 0 ? (
            <>
              <p>{text.inUse}</p>
              <UsageList usage={refusal.usedIn} text={text} />
            </>
          ) : (
            <p>
              {text.failed} {refusal.detail}
            </p>
          )}
        </div>
      ) : (
        <p>{text.deleteWhat}</p>
      )}
      <div className="hub-form__end">
        {!refusal && (
          <button type="button" className="hub-button hub-button--danger" disabled={busy} onClick={remove}>
            {text.confirmDelete}
          </button>
        )}
        <button type="button" className="hub-button" onClick={onClose}>
          {text.cancel}
        </button>
      </div>
    </HubDialog>
  );
}

type Open = { kind: "alt" | "delete"; file: MediaOverviewRow } | null;

/** The dashboard's media overview (issue 25): files, where they are used, alt texts, deleting unused ones. */
export function MediaScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<string | null>(null);
  const done = (note: string) => {
    setOpen(null);
    setMessage(note);
    void queryClient.invalidateQueries({ queryKey: ["hub"] });
  };

  const columns: ColumnDef<MediaOverviewRow, unknown>[] = [
    {
      id: "file_name",
      header: text.file,
      enableSorting: true,
      cell: ({ row: { original: file } }) => (
        <span className="hub-media__file">
          {/* Beside its name the thumbnail adds nothing for a screen reader. */}
          <img src={file.thumbnail_url} alt="" width={64} height={48} loading="lazy" />
          <span>{file.file_name}</span>
        </span>
      ),
    },
    {
      id: "bytes",
      header: text.size,
      enableSorting: true,
      cell: ({ row }) => (row.original.bytes === null ? text.seeded : fileSize(lang, row.original.bytes)),
    },
    { id: "type", header: text.type, enableSorting: false, cell: ({ row }) => typeName(row.original.content_type) },
    {
      id: "dimensions",
      header: text.dimensions,
      enableSorting: false,
      cell: ({ row }) => `${row.original.width} × ${row.original.height}`,
    },
    { id: "alt_de", header: text.altDe, enableSorting: false, cell: ({ row }) => row.original.alt_de },
    { id: "alt_en", header: text.altEn, enableSorting: false, cell: ({ row }) => row.original.alt_en },
    {
      id: "usage",
      header: text.usage,
      enableSorting: false,
      cell: ({ row }) => <UsageList usage={row.original.used_in} text={text} />,
    },
    {
      id: "created_at",
      header: text.uploaded,
      enableSorting: true,
      cell: ({ row }) => (
        <>
          {formatHubDateTime(lang, row.original.created_at)}
          {row.original.uploader && <div>{row.original.uploader.name}</div>}
        </>
      ),
    },
    {
      id: "actions",
      header: text.actions,
      enableSorting: false,
      cell: ({ row: { original: file } }) => (
        <span className="hub-media__actions">
          <button type="button" className="hub-button" onClick={() => setOpen({ kind: "alt", file })}>
            {text.editAlt}
            <span className="hub-visually-hidden">: {file.file_name}</span>
          </button>
          {file.usage_count === 0 && (
            <button
              type="button"
              className="hub-button hub-button--danger"
              onClick={() => setOpen({ kind: "delete", file })}
            >
              {text.delete}
              <span className="hub-visually-hidden">: {file.file_name}</span>
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      {message && (
        <p role="status" className="hub-alert hub-alert--ok">
          {message}
        </p>
      )}
      <HubTable<MediaOverviewRow, { totals: MediaOverviewTotals }>
        caption={text.caption}
        path="dashboard/media/"
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={text.search}
        filters={<Filters text={text} />}
        csv
        totals={({ totals }) => (
          <span>{text.totals(fileSize(lang, totals.bytes), formatHubNumber(lang, totals.unused))}</span>
        )}
      />
      {open?.kind === "alt" && (
        <AltDialog file={open.file} onClose={() => setOpen(null)} onSaved={() => done(text.saved)} />
      )}
      {open?.kind === "delete" && (
        <DeleteDialog
          file={open.file}
          onClose={() => setOpen(null)}
          onDeleted={() => done(text.deleted(open.file.file_name))}
        />
      )}
    </HubPage>
  );
}
