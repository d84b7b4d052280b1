import { Hono } from "hono";
import {
  AUTOCOMPLETE_LIMIT,
  AutocompleteQuery,
  type AutocompleteResponse,
  SEARCH_PAGE_SIZE,
  type SearchOverview,
  SearchQuery,
} from "../../src/schemas/search";
import { autocomplete, ftsQuery, logSearchKeyword, searchGroup, searchOverview, searchWords } from "../db/search";
import { isoSeconds, pageOffset } from "../db/shared";
import type { AppEnv } from "../env";
import { deferOf, invalidPage, pagedEnvelope, slashOptional } from "./http";
import { validQuery } from "./validate";

export const searchApi = new Hono<AppEnv>();

/**
 * GET /api/search/?query=: `{ events: { count, results }, others: { count, results } }`, the first
 * 10 of each group (upcoming events by date; pages, productions, articles, persons, venues by
 * relevance). A text without words (only punctuation) finds nothing. Logged for the dashboard.
 */
searchApi.on("GET", slashOptional("/api/search/"), validQuery(SearchQuery), async (c) => {
  const { query } = c.req.valid("query");
  const match = ftsQuery(query);
  const lang = c.get("lang");
  const now = isoSeconds(new Date());
  const empty = { count: 0, results: [] };
  const body: SearchOverview =
    match === null
      ? { events: empty, others: empty }
      : await searchOverview(c.env.DB, lang, match, now, SEARCH_PAGE_SIZE);
  const log = logSearchKeyword(c.env.DB, lang, query, body.events.count + body.others.count, now).catch(
    (error: unknown) => console.warn("search keyword not logged", error),
  );
  const defer = deferOf(c);
  if (defer) defer(log);
  else await log;
  return c.json(body);
});

for (const group of ["events", "others"] as const) {
  /** GET /api/search/events/ and /api/search/others/?query&page: one group, paged by 10. */
  searchApi.on("GET", slashOptional(`/api/search/${group}/`), validQuery(SearchQuery), async (c) => {
    const { query, page = 1 } = c.req.valid("query");
    const match = ftsQuery(query);
    const data =
      match === null
        ? { count: 0, results: [] }
        : await searchGroup(c.env.DB, c.get("lang"), match, isoSeconds(new Date()), group, {
            limit: SEARCH_PAGE_SIZE,
            offset: pageOffset(page, SEARCH_PAGE_SIZE),
          });
    const envelope = pagedEnvelope(c, data, page, SEARCH_PAGE_SIZE);
    return envelope ? c.json(envelope) : invalidPage(c);
  });
}

/**
 * GET /api/search/autocomplete/?query=: `{ data: [{ title, url, kind }] }`, at most 8 distinct
 * titles matching every word as a title prefix. Empty text, or text without a word of two
 * characters, gives `{ data: [] }` rather than an error: the box asks while the user types.
 */
searchApi.on("GET", slashOptional("/api/search/autocomplete/"), validQuery(AutocompleteQuery), async (c) => {
  const { query } = c.req.valid("query");
  const words = searchWords(query);
  // A one-letter prefix would walk much of the index and suggests nothing useful yet.
  const match = words.some((word) => word.length > 1) ? ftsQuery(query, "title") : null;
  const body: AutocompleteResponse = {
    data:
      match === null
        ? []
        : await autocomplete(
            c.env.DB,
            c.get("lang"),
            match,
            words[0] ?? "",
            isoSeconds(new Date()),
            AUTOCOMPLETE_LIMIT,
          ),
  };
  return c.json(body);
});
