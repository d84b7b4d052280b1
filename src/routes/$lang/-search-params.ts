import { parseDateParam } from "../../lib/dates";

/**
 * Search-param validators of the list routes. Query values arrive as text (router.tsx keeps them
 * plain); numbers set by links in code are accepted too, so each validator takes both. An empty value
 * counts as absent (SPEC §5: empty values are dropped); anything else that is not valid throws,
 * and the route's `onError` turns that into the not-found page (SPEC §5/§8: an invalid events
 * query is an error; for now that is the 404). Unknown keys are ignored.
 *
 * A route's validator returns every key it owns, `undefined` when absent: the router merges the
 * result over the raw query (`{ ...raw, ...validated }`), so a key left out would come back with
 * its raw value (a search text of blanks, an empty filter).
 */

export class InvalidSearchParam extends Error {
  constructor(readonly key: string) {
    super(`Invalid search parameter ${key}`);
    this.name = "InvalidSearchParam";
  }
}

type Raw = Record<string, unknown>;

const MAX_ID = 2_147_483_647;
const ID_SHAPE = /^[0-9]{1,10}$/;

function rawText(raw: Raw, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number" || typeof value === "string") return String(value);
  throw new InvalidSearchParam(key);
}

/** A positive integer (a filter id or a page); absent → undefined, malformed → throws. */
export function idParam(raw: Raw, key: string): number | undefined {
  const text = rawText(raw, key);
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!ID_SHAPE.test(text) || n < 1 || n > MAX_ID) throw new InvalidSearchParam(key);
  return n;
}

/** A `dd-mm-yyyy` date that exists (SPEC §5); absent → undefined, malformed → throws. */
export function dateParam(raw: Raw, key = "date"): string | undefined {
  const text = rawText(raw, key);
  if (text === undefined) return undefined;
  if (parseDateParam(text) === null) throw new InvalidSearchParam(key);
  return text;
}

/** Free text such as a search query; numbers the router parsed are text again. Never throws. */
export function textParam(raw: Raw, key: string, maxLength: number): string | undefined {
  const value = raw[key];
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return undefined;
  const text = String(value).trim().slice(0, maxLength).trim();
  return text === "" ? undefined : text;
}

/** `?key=value&…` of a validated search, in the form the router parses back to the same values. */
export function searchString(search: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** For a route's `onError`: the router wraps a throwing `validateSearch` in a SearchParamError. */
export function isInvalidSearch(error: unknown): boolean {
  return error instanceof InvalidSearchParam || (error instanceof Error && error.cause instanceof InvalidSearchParam);
}

export interface PageSearch {
  page?: number;
}

/**
 * `?page=` of a paged list: a positive integer, absent for page 1, so `?page=1` is the list's
 * first page under its plain address (its canonical URL) rather than a page of its own.
 */
export function pageParam(raw: Raw): number | undefined {
  const page = idParam(raw, "page");
  return page === 1 ? undefined : page;
}

export function validatePageSearch(raw: Record<string, unknown>): PageSearch {
  return { page: pageParam(raw) };
}
