import * as v from "valibot";
import { Paged, PageParam } from "./common";
import { EventStatus } from "./events";

const QueryText = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, "Enter a search text"),
  v.maxLength(200, "Search text is limited to 200 characters"),
);

/** GET /api/search/, /api/search/events/, /api/search/others/: `query` is required. */
export const SearchQuery = v.object({ query: QueryText, page: v.optional(PageParam) });
export type SearchQuery = v.InferOutput<typeof SearchQuery>;

/** GET /api/search/autocomplete/: an empty or missing query yields no suggestions. */
export const AutocompleteQuery = v.object({
  query: v.optional(v.pipe(v.string(), v.maxLength(200, "Search text is limited to 200 characters")), ""),
});
export type AutocompleteQuery = v.InferOutput<typeof AutocompleteQuery>;

export const SEARCH_PAGE_SIZE = 10;
export const AUTOCOMPLETE_LIMIT = 8;

export const SearchKind = v.picklist(["event", "production", "article", "page", "person", "venue"]);
export type SearchKind = v.InferOutput<typeof SearchKind>;

export const SearchResult = v.object({
  kind: SearchKind,
  id: v.number(),
  title: v.string(),
  url: v.string(),
  /** Plain-text excerpt around the first match (no markup; '…' marks cuts). */
  text: v.string(),
  /** Events: date_start; articles: published_at; otherwise null. ISO UTC. */
  date: v.nullable(v.string()),
  /** Events: their status and the start before a move (shown as lib/event-status says); otherwise null. */
  status: v.nullable(EventStatus),
  previous_date_start: v.nullable(v.string()),
});
export type SearchResult = v.InferOutput<typeof SearchResult>;

export const SearchPage = Paged(SearchResult);
export type SearchPage = Paged<SearchResult>;

/** GET /api/search/: the first page of both groups; each has its own paged endpoint. */
export const SearchOverview = v.object({
  events: v.object({ count: v.number(), results: v.array(SearchResult) }),
  others: v.object({ count: v.number(), results: v.array(SearchResult) }),
});
export type SearchOverview = v.InferOutput<typeof SearchOverview>;

export const AutocompleteSuggestion = v.object({ title: v.string(), url: v.string(), kind: SearchKind });
export type AutocompleteSuggestion = v.InferOutput<typeof AutocompleteSuggestion>;

export const AutocompleteResponse = v.object({ data: v.array(AutocompleteSuggestion) });
export type AutocompleteResponse = v.InferOutput<typeof AutocompleteResponse>;
