import { Hono } from "hono";
import {
  ActivityQuery,
  ErrorPathsQuery,
  IdentityEventsQuery,
  OverviewQuery,
  SearchTermsQuery,
} from "../../../src/schemas/dashboard-logs";
import { addDays, periodProblem } from "../../../src/schemas/hub";
import {
  activityBatch,
  errorPathsBatch,
  identityEventsBatch,
  listActivity,
  listErrorPaths,
  listIdentityEvents,
  listSearchTerms,
  overview,
  searchTermsBatch,
} from "../../db/dashboard-logs";
import { containsPattern, pageOffset } from "../../db/shared";
import type { AppEnv } from "../../env";
import { PRIVATE, slashOptional } from "../http";
import { csvDownload } from "./csv";
import { type HubContext, hubQuery, pagedList } from "./kit";

/**
 * The dashboard's log panels (issue 25, SPEC §1): activity, search keywords, identity events,
 * error log, each a paged list with its CSV export (`X/export/`, the same filters and sort),
 * and the overview's series for the charts. Dashboard access or admin; reads only.
 */
export const hubDashboardLogsApi = new Hono<AppEnv>();

/** Rows an export reads per batch: one batch is all it holds in memory. */
const EXPORT_BATCH = 500;

/** Days the search keywords and the overview read when the query names no period. */
const DEFAULT_PERIOD_DAYS = 30;

function windowOf<Sort extends string>(query: { page: number; page_size: number; sort: Sort; order: "asc" | "desc" }) {
  return {
    sort: query.sort,
    order: query.order,
    limit: query.page_size,
    offset: pageOffset(query.page, query.page_size),
  };
}

const patternOf = (q: string | undefined) => (q ? containsPattern(q) : undefined);

/**
 * The period a read covers: the days the query names, else the DEFAULT_PERIOD_DAYS up to today
 * (UTC); a period that ends before it starts or is longer than MAX_PERIOD_DAYS is a 400 naming
 * `from` (the schema checks a query naming both days; this one a query naming one).
 */
function periodOf(c: HubContext, query: { from?: string; to?: string }): { from: string; to: string } | Response {
  const to = query.to ?? new Date().toISOString().slice(0, 10);
  const from = query.from ?? addDays(to, 1 - DEFAULT_PERIOD_DAYS);
  const problem = periodProblem(from, to);
  return problem ? c.json({ error: "invalid_query", field: "from", detail: problem }, 400, PRIVATE) : { from, to };
}

const accountName = (account: { name: string } | null) => account?.name ?? null;

// Activity ---------------------------------------------------------------------------------------

function activityFilter(query: ActivityQuery) {
  const { from, to, user, action, object_type } = query;
  return { from, to, user, action, object_type, pattern: patternOf(query.q) };
}

hubDashboardLogsApi.on(
  "GET",
  slashOptional("/dashboard/activity/"),
  hubQuery("dashboard", ActivityQuery),
  async (c) => {
    const query = c.req.valid("query");
    return pagedList(c, query, await listActivity(c.env.DB, activityFilter(query), windowOf(query)));
  },
);

hubDashboardLogsApi.on(
  "GET",
  slashOptional("/dashboard/activity/export/"),
  hubQuery("dashboard", ActivityQuery),
  (c) => {
    const query = c.req.valid("query");
    const filter = activityFilter(query);
    return csvDownload(
      c,
      "activity.csv",
      [
        { header: "id", cell: (row) => row.id },
        { header: "created_at", cell: (row) => row.created_at },
        { header: "user", cell: (row) => accountName(row.user) },
        { header: "email", cell: (row) => row.user?.email },
        { header: "action", cell: (row) => row.action },
        { header: "object_type", cell: (row) => row.object_type },
        { header: "object_id", cell: (row) => row.object_id },
        { header: "lang", cell: (row) => row.lang },
        { header: "object", cell: (row) => row.label },
        { header: "page_url", cell: (row) => row.page_url },
        { header: "version_id", cell: (row) => row.version_id },
        { header: "area", cell: (row) => row.area },
      ],
      (cursor: string | null) => activityBatch(c.env.DB, filter, query, cursor, EXPORT_BATCH),
    );
  },
);

// Search keywords --------------------------------------------------------------------------------

/** The list's and the export's filter: the period (or its 400), the language and the search text. */
function searchFilter(c: HubContext, query: SearchTermsQuery) {
  const period = periodOf(c, query);
  if (period instanceof Response) return period;
  return { ...period, lang: query.lang, pattern: patternOf(query.q) };
}

hubDashboardLogsApi.on(
  "GET",
  slashOptional("/dashboard/searches/"),
  hubQuery("dashboard", SearchTermsQuery),
  async (c) => {
    const query = c.req.valid("query");
    const filter = searchFilter(c, query);
    if (filter instanceof Response) return filter;
    const { count, results, totals } = await listSearchTerms(c.env.DB, filter, windowOf(query));
    return pagedList(c, query, { count, results }, { totals });
  },
);

hubDashboardLogsApi.on(
  "GET",
  slashOptional("/dashboard/searches/export/"),
  hubQuery("dashboard", SearchTermsQuery),
  (c) => {
    const query = c.req.valid("query");
    const filter = searchFilter(c, query);
    if (filter instanceof Response) return filter;
    return csvDownload(
      c,
      "search-keywords.csv",
      [
        { header: "keyword", cell: (row) => row.keyword },
        { header: "lang", cell: (row) => row.lang },
        { header: "count", cell: (row) => row.count },
        { header: "results", cell: (row) => row.results },
        { header: "no_results", cell: (row) => row.no_results },
        { header: "first_seen", cell: (row) => row.first_seen },
        { header: "last_seen", cell: (row) => row.last_seen },
        { header: "previous_count", cell: (row) => row.previous_count },
        { header: "trend", cell: (row) => row.trend },
      ],
      (cursor: string | null) => searchTermsBatch(c.env.DB, filter, query, cursor, EXPORT_BATCH),
    );
  },
);

// Identity events --------------------------------------------------------------------------------

function identityFilter(query: IdentityEventsQuery) {
  const { from, to, kind, user } = query;
  return { from, to, kind, user, pattern: patternOf(query.q) };
}

hubDashboardLogsApi.on(
  "GET",
  slashOptional("/dashboard/identity/"),
  hubQuery("dashboard", IdentityEventsQuery),
  async (c) => {
    const query = c.req.valid("query");
    return pagedList(c, query, await listIdentityEvents(c.env.DB, identityFilter(query), windowOf(query)));
  },
);

hubDashboardLogsApi.on(
  "GET",
  slashOptional("/dashboard/identity/export/"),
  hubQuery("dashboard", IdentityEventsQuery),
  (c) => {
    const query = c.req.valid("query");
    const filter = identityFilter(query);
    return csvDownload(
      c,
      "identity-events.csv",
      [
        { header: "id", cell: (row) => row.id },
        { header: "created_at", cell: (row) => row.created_at },
        { header: "kind", cell: (row) => row.kind },
        { header: "account", cell: (row) => accountName(row.account) },
        { header: "account_email", cell: (row) => row.account?.email },
        { header: "by", cell: (row) => accountName(row.actor) },
        { header: "email", cell: (row) => row.email },
        { header: "client", cell: (row) => row.client },
      ],
      (cursor: string | null) => identityEventsBatch(c.env.DB, filter, query, cursor, EXPORT_BATCH),
    );
  },
);

// Error log --------------------------------------------------------------------------------------

function errorFilter(query: ErrorPathsQuery) {
  const { from, to, status, has_redirect } = query;
  return { from, to, status, has_redirect, pattern: patternOf(query.q) };
}

hubDashboardLogsApi.on(
  "GET",
  slashOptional("/dashboard/errors/"),
  hubQuery("dashboard", ErrorPathsQuery),
  async (c) => {
    const query = c.req.valid("query");
    const { count, results, totals } = await listErrorPaths(c.env.DB, errorFilter(query), windowOf(query));
    return pagedList(c, query, { count, results }, { totals });
  },
);

hubDashboardLogsApi.on(
  "GET",
  slashOptional("/dashboard/errors/export/"),
  hubQuery("dashboard", ErrorPathsQuery),
  (c) => {
    const query = c.req.valid("query");
    const filter = errorFilter(query);
    return csvDownload(
      c,
      "error-log.csv",
      [
        { header: "path", cell: (row) => row.path },
        { header: "status", cell: (row) => row.status },
        { header: "count", cell: (row) => row.count },
        { header: "first_seen", cell: (row) => row.first_seen },
        { header: "last_seen", cell: (row) => row.last_seen },
        { header: "referrer", cell: (row) => row.referrer },
        { header: "redirect_to", cell: (row) => row.redirect?.new_path },
      ],
      (cursor: string | null) => errorPathsBatch(c.env.DB, filter, query, cursor, EXPORT_BATCH),
    );
  },
);

// Overview ---------------------------------------------------------------------------------------

/** GET dashboard/overview/?from&to: per-day changes and searches for the charts, and each panel's total. */
hubDashboardLogsApi.on(
  "GET",
  slashOptional("/dashboard/overview/"),
  hubQuery("dashboard", OverviewQuery),
  async (c) => {
    const period = periodOf(c, c.req.valid("query"));
    if (period instanceof Response) return period;
    return c.json(await overview(c.env.DB, period), 200, PRIVATE);
  },
);
