import * as v from "valibot";
import { type DateParts, parseDateParam } from "../lib/dates";

/**
 * Building blocks shared by the API's response and query schemas. The worker validates its
 * input with the query schemas; the React app imports the response TYPES.
 */

/** An image stored in R2 under a base key; `url` is the original rendition. */
export const ImageObj = v.object({ key: v.string(), url: v.string(), alt: v.string() });
export type ImageObj = v.InferOutput<typeof ImageObj>;

/** Pre-rendered webp widths: small 320, medium 768, large 1280, xlarge 1536. */
export const ImageThumbnails = v.object({
  small: v.string(),
  medium: v.string(),
  large: v.string(),
  xlarge: v.string(),
});
export type ImageThumbnails = v.InferOutput<typeof ImageThumbnails>;

/**
 * Public path of the same page or entity in each language, with the language prefix:
 * `/de/agb`, `/en`, `/de/programm/{slug_de}/{id}`, `/en/events/{slug_en}/{id}`. Slugs may differ
 * per language, so the other language's path cannot be derived from the current one.
 */
export const PageUrls = v.object({ de: v.string(), en: v.string() });
export type PageUrls = v.InferOutput<typeof PageUrls>;

/** A reference to a taxonomy entry (room, genre, tag, series, …) in the request's language. */
export const IdName = v.object({ id: v.number(), name: v.string() });
export type IdName = v.InferOutput<typeof IdName>;

/** Paged envelope (SPEC §3): `next`/`previous` are relative URLs with the same query, or null. */
export function Paged<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    count: v.number(),
    next: v.nullable(v.string()),
    previous: v.nullable(v.string()),
    results: v.array(item),
  });
}
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Body of every non-2xx JSON answer. `field` names the offending query parameter on a 400. */
export const ApiErrorBody = v.object({
  error: v.string(),
  detail: v.string(),
  field: v.optional(v.string()),
  /** Each problem by its whole path (`prices.3.price_cents`), where a body had several or nested ones. */
  problems: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;

const MAX_ID = 2_147_483_647;

/** A positive integer query value ('12' → 12): ids of filters and pages. */
export const PositiveIntParam = v.pipe(
  v.string(),
  v.regex(/^[0-9]{1,10}$/, "Expected a positive integer"),
  v.transform(Number),
  v.minValue(1, "Expected a positive integer"),
  v.maxValue(MAX_ID, `Expected a positive integer up to ${MAX_ID}`),
);

/**
 * `page` of a paged list: 1-based. A page past the end is a 404 'Invalid page.', not a 400.
 * @alias a positive integer under the name its callers read
 */
export const PageParam = PositiveIntParam;

/** `page_size` of the events list: 1 to 50 (default 10, SPEC §9). */
export const PageSizeParam = v.pipe(
  v.string(),
  v.regex(/^[0-9]{1,10}$/, "Expected a positive integer"),
  v.transform(Number),
  v.minValue(1, "Expected a page size from 1 to 50"),
  v.maxValue(50, "Expected a page size from 1 to 50"),
);

const dateParamMessage = "Invalid date: expected a real date as dd-mm-yyyy";

/** A `dd-mm-yyyy` query value, validated and kept as a string (for query schemas). */
export const DateParam = v.pipe(
  v.string(),
  v.check((s) => parseDateParam(s) !== null, dateParamMessage),
);

/** Like DateParam, but yields the parsed calendar day. */
export const DateParamParts = v.pipe(
  v.string(),
  v.rawTransform<string, DateParts>(({ dataset, addIssue, NEVER }) => {
    const parts = parseDateParam(dataset.value);
    if (parts !== null) return parts;
    addIssue({ message: dateParamMessage });
    return NEVER;
  }),
);

/** `page_size` of the CMS hub's lists: 1 to 100 (default 25). */
export const HubPageSizeParam = v.pipe(
  v.string(),
  v.regex(/^[0-9]{1,10}$/, "Expected a positive integer"),
  v.transform(Number),
  v.minValue(1, "Expected a page size from 1 to 100"),
  v.maxValue(100, "Expected a page size from 1 to 100"),
);
