import { useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useMemo, useState } from "react";
import { hubRequest } from "../api";
import { useConfirm } from "../ConfirmDialog";
import { HubPage } from "../HubPage";
import { type Outcome, OutcomeMessage } from "../OutcomeMessage";
import { RedirectDialog } from "../redirects/RedirectDialog";
import type { RedirectEntry } from "../redirects/RedirectForm";
import { HubTable } from "../table/HubTable";
import { timeColumn } from "../table/time-column";
import { useHubLang, useHubTexts } from "../texts";

const TEXTS = {
  de: {
    title: "Weiterleitungen",
    intro:
      "Alte Pfade, die dauerhaft (301) auf neue führen. Eine Weiterleitung führt nie auf eine andere Weiterleitung; die Liste hält Ketten und Schleifen selbst fern.",
    caption: "Weiterleitungen",
    search: "Pfad enthält",
    oldPath: "Alter Pfad",
    newPath: "Neuer Pfad",
    created: "Angelegt",
    actions: "Aktionen",
    create: "Weiterleitung anlegen",
    edit: "Bearbeiten",
    editFor: (path: string) => `Weiterleitung von ${path} bearbeiten`,
    remove: "Löschen",
    removeFor: (path: string) => `Weiterleitung von ${path} löschen`,
    confirm: (path: string) => `Weiterleitung von ${path} löschen? Der alte Pfad antwortet dann wieder mit 404.`,
    editTitle: "Weiterleitung bearbeiten",
    removeTitle: "Weiterleitung löschen",
    saved: (from: string, to: string) => `Gespeichert: ${from} → ${to}`,
    removed: (path: string) => `Weiterleitung von ${path} gelöscht.`,
    failed: (detail: string) => `Nicht gelöscht. ${detail}`,
  },
  en: {
    title: "Redirects",
    intro:
      "Old paths that lead permanently (301) to new ones. A redirect never leads to another redirect; the list keeps chains and loops out itself.",
    caption: "Redirects",
    search: "Path contains",
    oldPath: "Old path",
    newPath: "New path",
    created: "Created",
    actions: "Actions",
    create: "Create redirect",
    edit: "Edit",
    editFor: (path: string) => `Edit the redirect of ${path}`,
    remove: "Delete",
    removeFor: (path: string) => `Delete the redirect of ${path}`,
    confirm: (path: string) => `Delete the redirect of ${path}? The old path answers 404 again.`,
    editTitle: "Edit redirect",
    removeTitle: "Delete redirect",
    saved: (from: string, to: string) => `Saved: ${from} → ${to}`,
    removed: (path: string) => `Redirect of ${path} deleted.`,
    failed: (detail: string) => `Not deleted. ${detail}`,
  },
};

type Editing = { mode: "create" } | { mode: "edit"; entry: RedirectEntry } | null;

/**
 * The site settings' redirect list (issue 25, SPEC §3): list, create, edit, delete. The list is
 * the hub's (`settings/redirects/`, paged and searched on the server); every write goes to the
 * editors' redirect list, the one write path of redirects (ADR 0022).
 */
export function RedirectsScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const { ask, dialog: confirmDialog } = useConfirm();
  const [message, setMessage] = useState<Outcome | null>(null);

  const saved = (entry: RedirectEntry) => {
    setEditing(null);
    setMessage({ ok: true, text: text.saved(entry.old_path, entry.new_path) });
    void queryClient.invalidateQueries({ queryKey: ["hub"] });
  };
  const remove = useCallback(
    async (entry: RedirectEntry) => {
      const confirmed = await ask({
        title: text.removeTitle,
        message: <p>{text.confirm(entry.old_path)}</p>,
        confirm: text.remove,
        danger: true,
      });
      if (!confirmed) return;
      const answer = await hubRequest("DELETE", `/${lang}/pageeditor-api/redirects/${entry.id}/`);
      setMessage(
        answer.ok
          ? { ok: true, text: text.removed(entry.old_path) }
          : { ok: false, text: text.failed(answer.body?.detail ?? `HTTP ${answer.status}`) },
      );
      void queryClient.invalidateQueries({ queryKey: ["hub"] });
    },
    [text, lang, queryClient, ask],
  );

  // Stable columns: TanStack renders each cell function as a component, so a new function per
  // render would mount the cells anew and lose the focus of a button inside them.
  const columns = useMemo<ColumnDef<RedirectEntry, unknown>[]>(
    () => [
      {
        id: "old_path",
        header: text.oldPath,
        enableSorting: true,
        cell: ({ row }) => <code>{row.original.old_path}</code>,
      },
      {
        id: "new_path",
        header: text.newPath,
        enableSorting: true,
        cell: ({ row }) => <code>{row.original.new_path}</code>,
      },
      timeColumn("created_at", text.created, lang),
      {
        id: "actions",
        header: text.actions,
        enableSorting: false,
        cell: ({ row }) => (
          <span className="hub-row-actions">
            <button
              type="button"
              className="hub-button"
              aria-label={text.editFor(row.original.old_path)}
              onClick={() => setEditing({ mode: "edit", entry: row.original })}
            >
              {text.edit}
            </button>
            <button
              type="button"
              className="hub-button hub-button--danger"
              aria-label={text.removeFor(row.original.old_path)}
              onClick={() => void remove(row.original)}
            >
              {text.remove}
            </button>
          </span>
        ),
      },
    ],
    [text, lang, remove],
  );

  return (
    <HubPage
      title={text.title}
      intro={<p>{text.intro}</p>}
      actions={
        <button type="button" className="hub-button hub-button--primary" onClick={() => setEditing({ mode: "create" })}>
          {text.create}
        </button>
      }
    >
      <OutcomeMessage outcome={message} />
      <HubTable<RedirectEntry>
        caption={text.caption}
        path="settings/redirects/"
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={text.search}
      />
      <RedirectDialog
        open={editing !== null}
        title={editing?.mode === "edit" ? text.editTitle : text.create}
        entry={editing?.mode === "edit" ? editing.entry : undefined}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
      {confirmDialog}
    </HubPage>
  );
}
