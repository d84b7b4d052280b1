import * as v from "valibot";
import { languages } from "../lib/languages";
import { PositiveIntParam } from "./common";
import { hubListQuery, period, withPeriod } from "./hub";
import { IDENTITY_EVENT_KINDS } from "./identity-events";

/**
 * Queries and rows of the dashboard's log panels (issue 25): activity, search keywords,
 * identity events, error log, and the overview's series. The worker validates with these; the
 * hub's screens read the row types.
 */

/** A free-text value naming an action or object type ('settings.update', 'module'). */
const CodeParam = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_.-]{0,39}$/, "Expected a lower-case code like 'update'"));

export const ActivityQuery = withPeriod(
  hubListQuery(["created_at", "action", "object_type"], "desc", {
    ...period,
    user: v.optional(PositiveIntParam),
    action: v.optional(CodeParam),
    object_type: v.optional(CodeParam),
  }),
);
export type ActivityQuery = v.InferOutput<typeof ActivityQuery>;

export const SearchTermsQuery = withPeriod(
  hubListQuery(["no_results", "count", "keyword", "results", "first_seen", "last_seen", "trend"], "desc", {
    ...period,
    lang: v.optional(v.picklist(languages, "Expected de or en")),
  }),
);
export type SearchTermsQuery = v.InferOutput<typeof SearchTermsQuery>;

export const IdentityEventsQuery = withPeriod(
  hubListQuery(["created_at", "kind"], "desc", {
    ...period,
    kind: v.optional(v.picklist(IDENTITY_EVENT_KINDS, `Expected one of ${IDENTITY_EVENT_KINDS.join(", ")}`)),
    user: v.optional(PositiveIntParam),
  }),
);
export type IdentityEventsQuery = v.InferOutput<typeof IdentityEventsQuery>;

export const ErrorPathsQuery = withPeriod(
  hubListQuery(["count", "last_seen", "first_seen", "path", "status"], "desc", {
    ...period,
    status: v.optional(
      v.pipe(v.string(), v.regex(/^[45][0-9]{2}$/, "Expected a status from 400 to 599"), v.transform(Number)),
    ),
    has_redirect: v.optional(
      v.pipe(
        v.picklist(["true", "false"], "Expected true or false"),
        v.transform((value) => value === "true"),
      ),
    ),
  }),
);
export type ErrorPathsQuery = v.InferOutput<typeof ErrorPathsQuery>;

export const OverviewQuery = withPeriod(v.object(period));
export type OverviewQuery = v.InferOutput<typeof OverviewQuery>;

/** Who did something: null when the account is gone. */
export interface AccountRef {
  id: number;
  name: string;
  email: string;
}

export interface ActivityEntry {
  id: number;
  created_at: string;
  user: AccountRef | null;
  action: string;
  object_type: string;
  object_id: number | null;
  lang: string | null;
  /** What the change concerned, in words: a page's title, a file's name, a redirect's path, a settings area. */
  label: string;
  /** The public path of the page a page or module change concerned, while the page exists. */
  page_url: string | null;
  /** The page version this change made, while it is kept. */
  version_id: number | null;
  /** The settings area of a settings save. */
  area: string | null;
}

export type TrendDirection = "new" | "up" | "down" | "same";

export interface SearchTerm {
  keyword: string;
  lang: string;
  count: number;
  /** Hits of the last search for the term in the period. */
  results: number;
  no_results: boolean;
  first_seen: string;
  last_seen: string;
  /** Searches for the term in the period of the same length just before. */
  previous_count: number;
  trend: TrendDirection;
  search_url: string;
}

export interface SearchTermTotals {
  searches: number;
  terms: number;
  terms_without_results: number;
  from: string;
  to: string;
}

export interface IdentityEventEntry {
  id: number;
  created_at: string;
  kind: string;
  account: AccountRef | null;
  /** The administrator who changed the account (account events), else null. */
  actor: AccountRef | null;
  /** The address typed, kept for attempts on unknown accounts too. */
  email: string | null;
  /** A short form of the client's address hash: the same client shows the same code. */
  client: string | null;
}

export interface ErrorPath {
  path: string;
  status: number;
  count: number;
  first_seen: string;
  last_seen: string;
  referrer: string | null;
  redirect: { id: number; new_path: string } | null;
}

export interface DaySeries {
  day: string;
  activity: number;
  searches: number;
  searches_without_results: number;
}

export interface Overview {
  from: string;
  to: string;
  days: DaySeries[];
  totals: {
    activity: number;
    searches: number;
    searches_without_results: number;
    identity_events: number;
    errors: number;
  };
}
