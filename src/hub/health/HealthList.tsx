import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useMemo, useRef, useState } from "react";
import type { HealthKind, HealthRow } from "../../schemas/hub-health";
import { HubPage } from "../HubPage";
import { RedirectDialog } from "../redirects/RedirectDialog";
import type { RedirectEntry } from "../redirects/RedirectForm";
import { HubTable } from "../table/HubTable";
import { formatHubDateTime, formatHubNumber, useHubLang, useHubTexts } from "../texts";
import { KIND_TEXTS } from "./kinds";

const TEXTS = {
  de: {
    back: "Alle Arten",
    what: "Was",
    problem: "Problem",
    place: "Wo",
    date: "Datum",
    hits: "Anzahl",
    fix: "Beheben",
    open: {
      item: "Formular öffnen",
      page: "Seite bearbeiten",
      searches: "Im Suchprotokoll",
      redirects: "Weiterleitungen",
    } as Record<FixPlace, string>,
    openFor: (action: string, label: string) => `${action}: ${label}`,
    redirect: "Weiterleitung anlegen",
    redirectFor: (path: string) => `Weiterleitung für ${path} anlegen`,
    created: (from: string, to: string) => `Weiterleitung angelegt: ${from} → ${to}`,
    details: {
      title_en: "Englischer Titel fehlt",
      description_en: "Englische Beschreibung fehlt",
      alt_de: "Deutscher Alternativtext fehlt",
      alt_en: "Englischer Alternativtext fehlt",
      past: "Termin vorbei",
      cancelled: "Termin abgesagt",
      de: "Deutsch",
      en: "Englisch",
    } as Record<string, string>,
  },
  en: {
    back: "All kinds",
    what: "What",
    problem: "Problem",
    place: "Where",
    date: "Date",
    hits: "Count",
    fix: "Fix",
    open: {
      item: "Open the form",
      page: "Edit the page",
      searches: "In the search log",
      redirects: "Redirects",
    } as Record<FixPlace, string>,
    openFor: (action: string, label: string) => `${action}: ${label}`,
    redirect: "Create redirect",
    redirectFor: (path: string) => `Create a redirect for ${path}`,
    created: (from: string, to: string) => `Redirect created: ${from} → ${to}`,
    details: {
      title_en: "English title missing",
      description_en: "English description missing",
      alt_de: "German alt text missing",
      alt_en: "English alt text missing",
      past: "Event over",
      cancelled: "Event cancelled",
      de: "German",
      en: "English",
    } as Record<string, string>,
  },
};

/** Where a kind's problems are fixed: the item's form, the page's editor, a dashboard or settings list. */
type FixPlace = "item" | "page" | "searches" | "redirects";

function fixPlace(kind: HealthKind): FixPlace {
  if (kind === "stale-links" || kind === "page-sections") return "page";
  if (kind === "searches") return "searches";
  if (kind === "not-found") return "redirects";
  return "item";
}

/** Which columns beyond what and its fix a kind's rows fill. */
const COLUMNS_OF: Record<HealthKind, readonly ("problem" | "place" | "date" | "hits")[]> = {
  "events-english": ["problem", "date"],
  "productions-english": ["problem"],
  "events-image": ["date"],
  "productions-image": [],
  "image-alt": ["problem", "date"],
  "events-price": ["date"],
  "productions-dates": ["date"],
  "stale-links": ["problem", "place", "date"],
  "page-sections": ["place"],
  searches: ["problem", "hits", "date"],
  "not-found": ["hits", "date"],
};

/**
 * One kind of programme health (issue 27): its problems page by page, each with the link to the
 * form (or the page in edit mode) that fixes it; a 404 gets its redirect right here, the form
 * filled in with its path.
 */
export function HealthList({ kind }: { kind: HealthKind }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const about = KIND_TEXTS[lang][kind];
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const [created, setCreated] = useState<RedirectEntry | null>(null);
  // The 404's row goes once its redirect exists: the keyboard moves on to the message saying so.
  const createdMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (created) createdMessage.current?.focus();
  }, [created]);

  const saved = (entry: RedirectEntry) => {
    setRedirecting(null);
    setCreated(entry);
    void queryClient.invalidateQueries({ queryKey: ["hub"] });
  };

  // Stable columns: TanStack renders each cell function as a component, so a new function per
  // render would mount the cells anew and lose the focus of a button inside them.
  const columns = useMemo<ColumnDef<HealthRow, unknown>[]>(() => {
    const fix = fixPlace(kind);
    const optional: Record<(typeof COLUMNS_OF)[HealthKind][number], ColumnDef<HealthRow, unknown>> = {
      problem: {
        id: "problem",
        header: text.problem,
        cell: ({ row }) => (row.original.detail ? (text.details[row.original.detail] ?? row.original.detail) : null),
      },
      place: { id: "place", header: text.place, cell: ({ row }) => <code>{row.original.place}</code> },
      date: {
        id: "date",
        header: text.date,
        cell: ({ row }) => (row.original.date ? formatHubDateTime(lang, row.original.date) : null),
      },
      hits: {
        id: "hits",
        header: text.hits,
        cell: ({ row }) => (row.original.hits === null ? null : formatHubNumber(lang, row.original.hits)),
      },
    };
    const all: ColumnDef<HealthRow, unknown>[] = [
      {
        id: "what",
        header: text.what,
        cell: ({ row }) => (kind === "not-found" ? <code>{row.original.label}</code> : row.original.label),
      },
      ...COLUMNS_OF[kind].map((name) => optional[name]),
      {
        id: "fix",
        header: text.fix,
        cell: ({ row }) => {
          const action = fix === "page" && row.original.key.startsWith("teaser:") ? text.open.item : text.open[fix];
          return (
            <span className="hub-row-actions">
              {kind === "not-found" && (
                <button
                  type="button"
                  className="hub-button"
                  aria-label={text.redirectFor(row.original.label)}
                  onClick={() => setRedirecting(row.original.label)}
                >
                  {text.redirect}
                </button>
              )}
              <a href={row.original.fix} aria-label={text.openFor(action, row.original.label)}>
                {action}
              </a>
            </span>
          );
        },
      },
    ];
    // The kind's own order (the API's): nothing to sort by.
    return all.map((column) => ({ ...column, enableSorting: false }));
  }, [text, lang, kind]);

  return (
    <HubPage
      title={about.name}
      intro={<p>{about.about}</p>}
      actions={
        <Link to="/cms-hub/health/{-$kind}" params={{ kind: undefined }}>
          {text.back}
        </Link>
      }
    >
      {created && (
        <p ref={createdMessage} tabIndex={-1} role="status" className="hub-alert hub-alert--ok">
          {text.created(created.old_path, created.new_path)}
        </p>
      )}
      <HubTable<HealthRow> caption={about.name} path={`health/${kind}/`} columns={columns} rowKey={(row) => row.key} />
      {kind === "not-found" && (
        <RedirectDialog
          open={redirecting !== null}
          title={text.redirect}
          oldPath={redirecting ?? undefined}
          onClose={() => setRedirecting(null)}
          onSaved={saved}
        />
      )}
    </HubPage>
  );
}
