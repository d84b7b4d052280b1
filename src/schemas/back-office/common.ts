import * as v from "valibot";

/**
 * Pieces every back-office item's schema is built from (issue 27, ADR 0033). One schema per
 * item shape: the hub's API checks a body with it and the item's form validates with it, so a
 * rule holds in both places and its message names the field.
 */

/** The revision a change was made to (a create has none): the API answers 409 when it is stale. */
export const Revision = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)));

/** A required one-line text of at most `max` characters, trimmed. */
export const Name = (max = 200) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty("This field is required!"), v.maxLength(max, `At most ${max} characters`));

/** An optional one-line text: empty is stored as nothing. */
export const OptionalText = (max = 500) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => (text?.trim() ? text.trim() : null)),
    v.nullable(v.pipe(v.string(), v.maxLength(max, `At most ${max} characters`))),
  );

/** A slug: lower-case letters, digits and dashes, as an item's address shows it. */
export const Slug = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("This field is required!"),
  v.maxLength(120, "At most 120 characters"),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Only lower-case letters, digits and single dashes"),
);

/** Whether an option is offered in the programme's filters. */
export const ShowInFilter = v.optional(v.boolean(), true);

/** An id of another item (a reference chosen by search), or none. */
export const OptionalRef = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null);

/** Ids of other items (tags, categories): each once. */
export const RefList = v.pipe(
  v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), []),
  v.maxLength(100, "At most 100 entries"),
  v.check((ids) => new Set(ids).size === ids.length, "An entry is listed twice"),
);

/** The division theme an item's pages are shown in. */
export const Theme = v.optional(v.picklist(["wkm", "so", "ba", "ti", "wa"]), "wkm");

/** An optional e-mail address: empty is stored as nothing. */
export const OptionalEmail = v.pipe(
  OptionalText(200),
  v.nullable(v.pipe(v.string(), v.email("Expected an e-mail address such as name@example.org"))),
);

/** An optional web address (http or https): empty is stored as nothing. */
export const OptionalUrl = v.pipe(
  OptionalText(500),
  v.nullable(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/, "Expected a web address starting with https://"))),
);

/** A rich text as HTML (the server keeps only what the sanitiser allows): empty is stored as nothing. */
export const RichText = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((html) => (html?.trim() ? html.trim() : null)),
  v.nullable(v.pipe(v.string(), v.maxLength(100_000, "At most 100 000 characters"))),
);

/** An image of the media library by its R2 base key, or none. */
export const ImageKey = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((key) => (key?.trim() ? key.trim() : null)),
  v.nullable(v.pipe(v.string(), v.maxLength(300), v.regex(/^[\w./-]+$/, "Expected an image of the media library"))),
);
