import { useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import type { ErrorPath } from "../../schemas/dashboard-logs";
import { HubPage } from "../HubPage";
import { RedirectDialog } from "../redirects/RedirectDialog";
import type { RedirectEntry } from "../redirects/RedirectForm";
import { HubTable } from "../table/HubTable";
import { timeColumn } from "../table/time-column";
import { formatHubNumber, useHubLang, useHubTexts } from "../texts";
import { PeriodFilter, SelectFilter } from "./filters";

const TEXTS = {
  de: {
    title: "Fehlerprotokoll",
    intro:
      "Seiten, die Besucherinnen und Besucher nicht gefunden haben (404) und andere Fehler, nach Pfad. Aus einer Zeile legen Sie eine Weiterleitung an.",
    caption: "Fehler nach Pfad",
    search: "Pfad enthält",
    path: "Pfad",
    status: "Status",
    count: "Anzahl",
    firstSeen: "Zuerst",
    lastSeen: "Zuletzt",
    referrer: "Zuletzt gekommen von",
    redirect: "Weiterleitung",
    hasRedirect: "Weiterleitung",
    redirectOptions: [
      { value: "false", label: "ohne" },
      { value: "true", label: "mit" },
    ],
    statuses: [
      { value: "404", label: "404 nicht gefunden" },
      { value: "400", label: "400 ungültige Anfrage" },
      { value: "500", label: "500 Serverfehler" },
      { value: "503", label: "503 offline" },
    ],
    create: "Weiterleitung anlegen",
    createFor: (path: string) => `Weiterleitung für ${path} anlegen`,
    dialog: "Weiterleitung anlegen",
    leadsTo: (path: string) => `→ ${path}`,
    created: (from: string, to: string) => `Weiterleitung angelegt: ${from} → ${to}`,
    total: (errors: string) => `${errors} Fehler insgesamt`,
  },
  en: {
    title: "Error log",
    intro: "Pages visitors did not find (404) and other errors, by path. Turn a row into a redirect from here.",
    caption: "Errors by path",
    search: "Path contains",
    path: "Path",
    status: "Status",
    count: "Count",
    firstSeen: "First",
    lastSeen: "Last",
    referrer: "Last came from",
    redirect: "Redirect",
    hasRedirect: "Redirect",
    redirectOptions: [
      { value: "false", label: "without" },
      { value: "true", label: "with" },
    ],
    statuses: [
      { value: "404", label: "404 not found" },
      { value: "400", label: "400 bad request" },
      { value: "500", label: "500 server error" },
      { value: "503", label: "503 offline" },
    ],
    create: "Create redirect",
    createFor: (path: string) => `Create a redirect for ${path}`,
    dialog: "Create redirect",
    leadsTo: (path: string) => `→ ${path}`,
    created: (from: string, to: string) => `Redirect created: ${from} → ${to}`,
    total: (errors: string) => `${errors} errors in all`,
  },
};

/** A referrer as a link when it is a web address, else as text (the client sends what it has). */
function Referrer({ url }: { url: string | null }) {
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) return url;
  return (
    <a href={url} rel="noreferrer noopener nofollow">
      {url}
    </a>
  );
}

/**
 * The dashboard's error log panel (issue 25): errors by path with counts, first and last seen
 * and referrer; "Create redirect" opens the redirect form with the path filled in, and once the
 * redirect is saved the row shows it.
 */
export function ErrorsScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState<ErrorPath | null>(null);
  const [created, setCreated] = useState<RedirectEntry | null>(null);

  const saved = (entry: RedirectEntry) => {
    setRedirecting(null);
    setCreated(entry);
    void queryClient.invalidateQueries({ queryKey: ["hub"] });
  };

  // Stable columns: TanStack renders each cell function as a component, so a new function per
  // render would mount the cells anew and lose the focus of a button inside them.
  const columns = useMemo<ColumnDef<ErrorPath, unknown>[]>(
    () => [
      { id: "path", header: text.path, enableSorting: true, cell: ({ row }) => <code>{row.original.path}</code> },
      { id: "status", header: text.status, enableSorting: true, cell: ({ row }) => row.original.status },
      {
        id: "count",
        header: text.count,
        enableSorting: true,
        cell: ({ row }) => formatHubNumber(lang, row.original.count),
      },
      timeColumn("first_seen", text.firstSeen, lang),
      timeColumn("last_seen", text.lastSeen, lang),
      {
        id: "referrer",
        header: text.referrer,
        enableSorting: false,
        cell: ({ row }) => <Referrer url={row.original.referrer} />,
      },
      {
        id: "redirect",
        header: text.redirect,
        enableSorting: false,
        cell: ({ row }) =>
          row.original.redirect ? (
            <code>{text.leadsTo(row.original.redirect.new_path)}</code>
          ) : (
            <button
              type="button"
              className="hub-button"
              aria-label={text.createFor(row.original.path)}
              onClick={() => setRedirecting(row.original)}
            >
              {text.create}
            </button>
          ),
      },
    ],
    [text, lang],
  );

  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      {created && (
        <p role="status" className="hub-alert hub-alert--ok">
          {text.created(created.old_path, created.new_path)}
        </p>
      )}
      <HubTable<ErrorPath, { totals: { errors: number } }>
        caption={text.caption}
        path="dashboard/errors/"
        columns={columns}
        rowKey={(row) => `${row.status} ${row.path}`}
        searchLabel={text.search}
        csv
        filters={
          <>
            <PeriodFilter />
            <SelectFilter name="status" label={text.status} options={text.statuses} />
            <SelectFilter name="has_redirect" label={text.hasRedirect} options={text.redirectOptions} />
          </>
        }
        totals={(data) => <span>{text.total(formatHubNumber(lang, data.totals.errors))}</span>}
      />
      <RedirectDialog
        open={redirecting !== null}
        title={text.dialog}
        oldPath={redirecting?.path}
        onClose={() => setRedirecting(null)}
        onSaved={saved}
      />
    </HubPage>
  );
}
