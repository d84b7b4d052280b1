import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { SearchTerm, SearchTermTotals, TrendDirection } from "../../schemas/dashboard-logs";
import { HubPage } from "../HubPage";
import { HubTable } from "../table/HubTable";
import { timeColumn } from "../table/time-column";
import { formatHubNumber, useHubLang, useHubTexts } from "../texts";
import { LangFilter, PeriodFilter } from "./filters";

const TEXTS = {
  de: {
    title: "Suchbegriffe",
    intro:
      "Wonach auf der Website gesucht wurde, im gewählten Zeitraum (ohne Auswahl: die letzten 30 Tage). Begriffe ohne Treffer stehen zuerst.",
    caption: "Suchbegriffe nach Häufigkeit",
    search: "Begriff enthält",
    keyword: "Begriff",
    lang: "Sprache",
    count: "Suchen",
    results: "Treffer",
    trend: "Trend",
    firstSeen: "Zuerst",
    lastSeen: "Zuletzt",
    nothingFound: "keine Treffer",
    trends: { new: "neu", up: "mehr", down: "weniger", same: "gleich" } satisfies Record<TrendDirection, string>,
    before: (count: string) => `davor ${count}`,
    totals: (totals: SearchTermTotals, n: (value: number) => string) =>
      `${n(totals.searches)} Suchen, ${n(totals.terms)} Begriffe, ${n(totals.terms_without_results)} ohne Treffer`,
  },
  en: {
    title: "Search keywords",
    intro:
      "What visitors searched for on the site in the chosen period (without one: the last 30 days). Terms that found nothing come first.",
    caption: "Search keywords by count",
    search: "Term contains",
    keyword: "Term",
    lang: "Language",
    count: "Searches",
    results: "Results",
    trend: "Trend",
    firstSeen: "First",
    lastSeen: "Last",
    nothingFound: "nothing found",
    trends: { new: "new", up: "more", down: "fewer", same: "same" } satisfies Record<TrendDirection, string>,
    before: (count: string) => `before ${count}`,
    totals: (totals: SearchTermTotals, n: (value: number) => string) =>
      `${n(totals.searches)} searches, ${n(totals.terms)} terms, ${n(totals.terms_without_results)} without results`,
  },
};

const TREND_SIGNS: Record<TrendDirection, string> = { new: "★", up: "▲", down: "▼", same: "=" };

/** The dashboard's search keywords panel (issue 25): terms by count, the ones that found nothing first. */
export function SearchesScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const number = (value: number) => formatHubNumber(lang, value);
  // Stable columns: TanStack renders each cell function as a component, so a new function per
  // render would mount the cells anew and lose the focus of a button inside them.
  const columns = useMemo<ColumnDef<SearchTerm, unknown>[]>(
    () => [
      {
        id: "keyword",
        header: text.keyword,
        enableSorting: true,
        cell: ({ row }) => <a href={row.original.search_url}>{row.original.keyword}</a>,
      },
      { id: "lang", header: text.lang, enableSorting: false, cell: ({ row }) => row.original.lang.toUpperCase() },
      {
        id: "count",
        header: text.count,
        enableSorting: true,
        cell: ({ row }) => formatHubNumber(lang, row.original.count),
      },
      {
        id: "results",
        header: text.results,
        enableSorting: true,
        cell: ({ row }) =>
          row.original.no_results ? (
            <strong className="hub-flag">{text.nothingFound}</strong>
          ) : (
            formatHubNumber(lang, row.original.results)
          ),
      },
      {
        id: "trend",
        header: text.trend,
        enableSorting: true,
        cell: ({ row }) => (
          <>
            <span aria-hidden="true">{TREND_SIGNS[row.original.trend]} </span>
            {text.trends[row.original.trend]}
            {row.original.trend !== "new" && ` (${text.before(formatHubNumber(lang, row.original.previous_count))})`}
          </>
        ),
      },
      timeColumn("first_seen", text.firstSeen, lang),
      timeColumn("last_seen", text.lastSeen, lang),
    ],
    [text, lang],
  );
  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      <HubTable<SearchTerm, { totals: SearchTermTotals }>
        caption={text.caption}
        path="dashboard/searches/"
        columns={columns}
        rowKey={(row) => `${row.lang}:${row.keyword}`}
        searchLabel={text.search}
        csv
        filters={
          <>
            <PeriodFilter />
            <LangFilter />
          </>
        }
        totals={(data) => <span>{text.totals(data.totals, number)}</span>}
      />
    </HubPage>
  );
}
