import * as v from "valibot";
import { berlinParts, parseInstant } from "../../lib/dates";
import type { PageUrls } from "../common";
import { hubListQuery } from "../hub";
import { Name, OptionalRef, OptionalText, RefList, Revision, Slug } from "./common";

/**
 * The magazine's articles in the back office (issue 27): title, slug, teaser, body (rich text)
 * and image alt text per language, the image, the publication time, author, category, tags and
 * whether it is online.
 */

/**
 * A Berlin wall-clock time as a `datetime-local` control gives it (`2031-05-01T09:30`): the form
 * shows and the API takes the time the editor means, whatever the server's or browser's zone.
 */
const BerlinDateTime = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("This field is required!"),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Expected a date and time"),
  v.check((value) => parseInstant(value) !== null, "Expected a date and time"),
);

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant (stored, or an ISO value with its offset) as the Berlin wall-clock time a form shows; null when unreadable. */
export function berlinWallTime(instant: string | Date): string | null {
  const date = parseInstant(instant);
  const p = date && berlinParts(date);
  return p ? `${p.y}-${pad(p.m)}-${pad(p.d)}T${pad(p.hour)}:${pad(p.minute)}` : null;
}

/** An image of the media library by its key (the image field's value), or none. */
export const OptionalImage = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(300, "At most 300 characters"))),
  null,
);

/** Rich text as the editor hands it back (sanitised when written); empty is stored as nothing. */
const RichTextValue = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((html) => (html?.trim() ? html : null)),
  v.nullable(v.pipe(v.string(), v.maxLength(100_000, "At most 100 000 characters"))),
);

export const ArticleBody = v.object({
  revision: Revision,
  title_de: Name(),
  title_en: Name(),
  slug_de: Slug,
  slug_en: Slug,
  teaser_de: OptionalText(3000),
  teaser_en: OptionalText(3000),
  body_de: RichTextValue,
  body_en: RichTextValue,
  image: OptionalImage,
  image_alt_de: OptionalText(300),
  image_alt_en: OptionalText(300),
  author: OptionalText(200),
  published_at: BerlinDateTime,
  category_id: OptionalRef,
  tag_ids: RefList,
  is_online: v.optional(v.boolean(), false),
});
export type ArticleBody = v.InferOutput<typeof ArticleBody>;

/** An article as the hub reads it: the body's fields, its id, revision and public pages. */
export interface ArticleItem extends Omit<ArticleBody, "revision"> {
  id: number;
  revision: number;
  /** The category's name in the hub's language, for the list. */
  category_name: string | null;
  urls: PageUrls;
}

/** GET /api/cms-hub/articles/: newest first unless told; filters by category and online; `q` searches titles and author. */
export const ArticleListQuery = hubListQuery(["published_at", "title", "id"], "desc", {
  category: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, "Expected a category id"), v.transform(Number))),
  online: v.optional(v.picklist(["yes", "no"])),
});
export type ArticleListQuery = v.InferOutput<typeof ArticleListQuery>;
