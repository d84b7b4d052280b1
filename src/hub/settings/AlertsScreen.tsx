import { useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useState } from "react";
import * as v from "valibot";
import type { JsonAnswer } from "../../lib/json-request";
import { type BreakingNewsBody, BreakingNewsFields, type BreakingNewsItem } from "../../schemas/hub-settings";
import { hubRequest } from "../api";
import { useConfirm } from "../ConfirmDialog";
import { HubFormElement, useHubForm } from "../form/form";
import { HubDialog } from "../HubDialog";
import { HubPage } from "../HubPage";
import { useListQuery } from "../list-state";
import { type Outcome, OutcomeMessage } from "../OutcomeMessage";
import { HubTable } from "../table/HubTable";
import { formatHubDateTime, useHubLang, useHubTexts } from "../texts";
import { RecentVersions } from "./RecentVersions";
import { withStaleDetail } from "./stale-answer";

const TEXTS = {
  de: {
    title: "Eilmeldungen",
    intro:
      "Eine aktive Eilmeldung steht oben auf jeder Seite, solange ihr Zeitraum läuft; bei mehreren die mit dem jüngsten Beginn.",
    caption: "Eilmeldungen",
    search: "In Titeln und Texten suchen",
    create: "Neue Eilmeldung",
    edit: "Bearbeiten",
    editTitle: (title: string) => `Eilmeldung „${title}“ bearbeiten`,
    remove: "Löschen",
    removeLabel: (title: string) => `Eilmeldung „${title}“ löschen`,
    confirmTitle: "Eilmeldung löschen?",
    confirmMessage: (title: string) => `„${title}“ wird gelöscht und verschwindet sofort von der Website.`,
    removed: "Gelöscht.",
    saved: "Gespeichert. Besucher sehen die Änderung ab sofort.",
    columns: { title: "Titel", from: "Beginn", to: "Ende", active: "Aktiv", actions: "Aktionen" },
    yes: "ja",
    no: "nein",
    open: "offen",
    filter: "Status",
    all: "Alle",
    activeOnly: "Nur aktive",
    inactiveOnly: "Nur inaktive",
    fields: {
      title_de: "Titel (Deutsch)",
      title_en: "Titel (Englisch)",
      text_de: "Text (Deutsch)",
      text_en: "Text (Englisch)",
      link_de: "Link (Deutsch)",
      link_en: "Link (Englisch)",
      link_title_de: "Linktext (Deutsch)",
      link_title_en: "Linktext (Englisch)",
      is_active: "Aktiv",
      online_from: "Beginn",
      online_to: "Ende",
    },
    linkHelp: "Ein Pfad dieser Website (/de/…) oder eine https-Adresse. Leer: ohne Link.",
    windowHelp: "In Ihrer Zeitzone. Leer: ohne Beginn bzw. ohne Ende.",
    save: "Speichern",
    stale:
      "Inzwischen hat jemand anderes diese Eilmeldung gespeichert. Schließen und erneut öffnen, um den aktuellen Stand zu sehen.",
    failed: (detail: string) => `Nicht gelöscht. ${detail}`,
  },
  en: {
    title: "Breaking news",
    intro:
      "An active alert shows at the top of every page while its window runs; of several, the one that started last.",
    caption: "Breaking news",
    search: "Search titles and texts",
    create: "New alert",
    edit: "Edit",
    editTitle: (title: string) => `Edit alert “${title}”`,
    remove: "Delete",
    removeLabel: (title: string) => `Delete alert “${title}”`,
    confirmTitle: "Delete the alert?",
    confirmMessage: (title: string) => `“${title}” is deleted and disappears from the site at once.`,
    removed: "Deleted.",
    saved: "Saved. Visitors see the change from now on.",
    columns: { title: "Title", from: "Start", to: "End", active: "Active", actions: "Actions" },
    yes: "yes",
    no: "no",
    open: "open",
    filter: "Status",
    all: "All",
    activeOnly: "Active only",
    inactiveOnly: "Inactive only",
    fields: {
      title_de: "Title (German)",
      title_en: "Title (English)",
      text_de: "Text (German)",
      text_en: "Text (English)",
      link_de: "Link (German)",
      link_en: "Link (English)",
      link_title_de: "Link text (German)",
      link_title_en: "Link text (English)",
      is_active: "Active",
      online_from: "Start",
      online_to: "End",
    },
    linkHelp: "A path of this site (/en/…) or an https address. Empty: no link.",
    windowHelp: "In your time zone. Empty: no start or no end.",
    save: "Save",
    stale: "Someone else saved this alert in the meantime. Close and open it again to see the current state.",
    failed: (detail: string) => `Not deleted. ${detail}`,
  },
};

const TEXT_FIELDS = [
  "title_de",
  "title_en",
  "text_de",
  "text_en",
  "link_de",
  "link_en",
  "link_title_de",
  "link_title_en",
] as const;

/** The dialog's values: texts as typed, the window as the browser's `datetime-local` (its time zone). */
type AlertValues = Record<(typeof TEXT_FIELDS)[number] | "online_from" | "online_to", string> & { is_active: boolean };

/** `datetime-local` text of a stored instant, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` text as an instant with its offset (the browser's time zone), or null when empty. */
function instantOf(local: string): string | null {
  if (local === "") return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

function bodyOf(values: AlertValues): BreakingNewsBody {
  return { ...values, online_from: instantOf(values.online_from), online_to: instantOf(values.online_to) };
}

/** The dialog checks what the API checks: its values, turned into the body, against the alert's rules. */
const AlertForm = v.pipe(
  v.object({
    title_de: v.string(),
    title_en: v.string(),
    text_de: v.string(),
    text_en: v.string(),
    link_de: v.string(),
    link_en: v.string(),
    link_title_de: v.string(),
    link_title_en: v.string(),
    is_active: v.boolean(),
    online_from: v.string(),
    online_to: v.string(),
  }),
  v.transform(bodyOf),
  BreakingNewsFields,
);

function valuesOf(alert: BreakingNewsItem | null): AlertValues {
  const text = (name: (typeof TEXT_FIELDS)[number]) => alert?.[name] ?? "";
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])) as Record<
      (typeof TEXT_FIELDS)[number],
      string
    >),
    is_active: alert?.is_active ?? true,
    online_from: localInput(alert?.online_from ?? null),
    online_to: localInput(alert?.online_to ?? null),
  };
}

/** `/cms-hub/settings/alerts`: the breaking-news alerts, created and edited in a dialog (issue 25 §4). */
export function AlertsScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const queryClient = useQueryClient();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<BreakingNewsItem | "new" | null>(null);
  const [message, setMessage] = useState<Outcome | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["hub"] });
  const titleOf = (alert: BreakingNewsItem) => (lang === "de" ? alert.title_de : alert.title_en);
  const when = (iso: string | null) => (iso ? formatHubDateTime(lang, iso) : text.open);

  const remove = async (alert: BreakingNewsItem) => {
    const confirmed = await ask({
      title: text.confirmTitle,
      message: <p>{text.confirmMessage(titleOf(alert))}</p>,
      confirm: text.remove,
      danger: true,
    });
    if (!confirmed) return;
    const answer = await hubRequest("DELETE", `settings/breaking-news/${alert.id}/`, { revision: alert.revision });
    setMessage(
      answer.ok
        ? { ok: true, text: text.removed }
        : { ok: false, text: text.failed(answer.status === 409 ? text.stale : (answer.body?.detail ?? "")) },
    );
    await refresh();
  };

  const columns: ColumnDef<BreakingNewsItem, unknown>[] = [
    { id: "title", header: text.columns.title, enableSorting: true, cell: ({ row }) => titleOf(row.original) },
    {
      id: "online_from",
      header: text.columns.from,
      enableSorting: true,
      cell: ({ row }) => when(row.original.online_from),
    },
    { id: "online_to", header: text.columns.to, enableSorting: true, cell: ({ row }) => when(row.original.online_to) },
    {
      id: "active",
      header: text.columns.active,
      enableSorting: false,
      cell: ({ row }) => (row.original.is_active ? text.yes : text.no),
    },
    {
      id: "actions",
      header: text.columns.actions,
      enableSorting: false,
      cell: ({ row }) => (
        <div className="hub-row-actions">
          <button
            type="button"
            className="hub-button"
            aria-label={text.editTitle(titleOf(row.original))}
            onClick={() => setEditing(row.original)}
          >
            {text.edit}
          </button>
          <button
            type="button"
            className="hub-button hub-button--danger"
            aria-label={text.removeLabel(titleOf(row.original))}
            onClick={() => void remove(row.original)}
          >
            {text.remove}
          </button>
        </div>
      ),
    },
  ];

  return (
    <HubPage
      title={text.title}
      intro={<p>{text.intro}</p>}
      actions={
        <button type="button" className="hub-button hub-button--primary" onClick={() => setEditing("new")}>
          {text.create}
        </button>
      }
    >
      <OutcomeMessage outcome={message} />
      <HubTable<BreakingNewsItem>
        caption={text.caption}
        path="settings/breaking-news/"
        columns={columns}
        rowKey={(alert) => alert.id}
        searchLabel={text.search}
        filters={<ActiveFilter />}
      />
      <HubDialog
        open={editing !== null}
        title={editing === "new" || editing === null ? text.create : text.editTitle(titleOf(editing))}
        onClose={() => setEditing(null)}
        wide
      >
        {editing !== null && (
          <AlertFormView
            key={editing === "new" ? "new" : `${editing.id}:${editing.revision}`}
            alert={editing === "new" ? null : editing}
            onSaved={() => {
              setEditing(null);
              setMessage({ ok: true, text: text.saved });
              void refresh();
            }}
          />
        )}
      </HubDialog>
      {dialog}
      <RecentVersions area="breaking_news" labels={text.fields} />
    </HubPage>
  );
}

function ActiveFilter() {
  const text = useHubTexts(TEXTS);
  const id = useId();
  const [query, setQuery] = useListQuery();
  return (
    <div className="hub-field">
      <label htmlFor={id}>{text.filter}</label>
      <select id={id} value={query.active ?? ""} onChange={(event) => setQuery({ active: event.currentTarget.value })}>
        <option value="">{text.all}</option>
        <option value="true">{text.activeOnly}</option>
        <option value="false">{text.inactiveOnly}</option>
      </select>
    </div>
  );
}

function AlertFormView({ alert, onSaved }: { alert: BreakingNewsItem | null; onSaved: () => void }) {
  const text = useHubTexts(TEXTS);
  const form = useHubForm({
    defaultValues: valuesOf(alert),
    schema: AlertForm,
    submit: async (values): Promise<JsonAnswer<BreakingNewsItem>> => {
      const answer = alert
        ? await hubRequest<BreakingNewsItem>("PATCH", `settings/breaking-news/${alert.id}/`, {
            ...bodyOf(values),
            revision: alert.revision,
          })
        : await hubRequest<BreakingNewsItem>("POST", "settings/breaking-news/", bodyOf(values));
      return withStaleDetail(answer, text.stale);
    },
    onSaved,
  });
  return (
    <HubFormElement form={form} label={alert ? text.editTitle(alert.title_de) : text.create}>
      <div className="hub-form__columns">
        {TEXT_FIELDS.map((name) => (
          <form.AppField key={name} name={name}>
            {(field) =>
              name.startsWith("text_") ? (
                <field.TextArea label={text.fields[name]} rows={3} />
              ) : (
                <field.TextField
                  label={text.fields[name]}
                  required={name.startsWith("title_")}
                  help={name.startsWith("link_de") || name.startsWith("link_en") ? text.linkHelp : undefined}
                />
              )
            }
          </form.AppField>
        ))}
        <form.AppField name="online_from">
          {(field) => <field.TextField type="datetime-local" label={text.fields.online_from} help={text.windowHelp} />}
        </form.AppField>
        <form.AppField name="online_to">
          {(field) => <field.TextField type="datetime-local" label={text.fields.online_to} help={text.windowHelp} />}
        </form.AppField>
      </div>
      <form.AppField name="is_active">{(field) => <field.Checkbox label={text.fields.is_active} />}</form.AppField>
      <form.AppForm>
        <form.SubmitBar label={text.save} />
      </form.AppForm>
    </HubFormElement>
  );
}
