import { Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { ActivityEntry } from "../../schemas/dashboard-logs";
import { HubPage } from "../HubPage";
import { HubTable } from "../table/HubTable";
import { timeColumn } from "../table/time-column";
import { useHubLang, useHubTexts } from "../texts";
import { AccountCell, AccountFilter, PeriodFilter, SelectFilter } from "./filters";

const ACTIONS = ["create", "update", "delete", "move", "copy", "undo", "restore", "settings.update"] as const;
const OBJECT_TYPES = ["page", "module", "redirect", "media", "settings"] as const;

const TEXTS = {
  de: {
    title: "Aktivität",
    intro: "Wer wann was geändert hat, mit der Seite und der Version, die die Änderung angelegt hat.",
    caption: "Änderungen, neueste zuerst",
    search: "Suche in Aktion, Objekt, Konto und Seitentitel",
    when: "Zeitpunkt",
    who: "Konto",
    action: "Aktion",
    type: "Art",
    object: "Objekt",
    version: "Version",
    showVersion: (id: number) => `Version ${id} ansehen`,
    removed: "gelöschtes Konto",
    area: (area: string) => `Bereich ${area}`,
    actions: {
      create: "angelegt",
      update: "geändert",
      delete: "gelöscht",
      move: "verschoben",
      copy: "kopiert",
      undo: "rückgängig gemacht",
      restore: "wiederhergestellt",
      "settings.update": "Einstellungen gespeichert",
    } as Record<string, string>,
    types: {
      page: "Seite",
      module: "Modul",
      redirect: "Weiterleitung",
      media: "Medium",
      settings: "Einstellungen",
    } as Record<string, string>,
  },
  en: {
    title: "Activity",
    intro: "Who changed what and when, with the page and the version the change made.",
    caption: "Changes, newest first",
    search: "Search in action, object, account and page title",
    when: "When",
    who: "Account",
    action: "Action",
    type: "Type",
    object: "Object",
    version: "Version",
    showVersion: (id: number) => `View version ${id}`,
    removed: "deleted account",
    area: (area: string) => `Area ${area}`,
    actions: {
      create: "created",
      update: "changed",
      delete: "deleted",
      move: "moved",
      copy: "copied",
      undo: "undone",
      restore: "restored",
      "settings.update": "settings saved",
    } as Record<string, string>,
    types: { page: "Page", module: "Module", redirect: "Redirect", media: "Media", settings: "Settings" } as Record<
      string,
      string
    >,
  },
};

/** The dashboard's activity panel (issue 25): every change, linked to its page and version. */
export function ActivityScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  // Stable columns: TanStack renders each cell function as a component, so a new function per
  // render would mount the cells anew and lose the focus of a button inside them.
  const columns = useMemo<ColumnDef<ActivityEntry, unknown>[]>(
    () => [
      timeColumn("created_at", text.when, lang),
      {
        id: "user",
        header: text.who,
        enableSorting: false,
        cell: ({ row }) => <AccountCell account={row.original.user} fallback={text.removed} />,
      },
      {
        id: "action",
        header: text.action,
        enableSorting: true,
        cell: ({ row }) => text.actions[row.original.action] ?? row.original.action,
      },
      {
        id: "object_type",
        header: text.type,
        enableSorting: true,
        cell: ({ row }) => text.types[row.original.object_type] ?? row.original.object_type,
      },
      {
        id: "object",
        header: text.object,
        enableSorting: false,
        cell: ({ row }) => {
          const entry = row.original;
          const label = entry.area ? text.area(entry.area) : entry.label;
          return entry.page_url ? <a href={entry.page_url}>{label}</a> : label;
        },
      },
      {
        id: "version",
        header: text.version,
        enableSorting: false,
        cell: ({ row }) =>
          row.original.version_id === null ? null : (
            <Link
              to="/cms-hub/dashboard/{-$screen}"
              params={{ screen: "versions" }}
              // The versions screen opens this version (the router's search type knows only the site's keys).
              search={{ version: String(row.original.version_id) } as never}
            >
              {text.showVersion(row.original.version_id)}
            </Link>
          ),
      },
    ],
    [text, lang],
  );
  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      <HubTable<ActivityEntry>
        caption={text.caption}
        path="dashboard/activity/"
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={text.search}
        csv
        filters={
          <>
            <AccountFilter />
            <PeriodFilter />
            <SelectFilter
              name="action"
              label={text.action}
              options={ACTIONS.map((value) => ({ value, label: text.actions[value] ?? value }))}
            />
            <SelectFilter
              name="object_type"
              label={text.type}
              options={OBJECT_TYPES.map((value) => ({ value, label: text.types[value] ?? value }))}
            />
          </>
        }
      />
    </HubPage>
  );
}
