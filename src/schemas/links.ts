import * as v from "valibot";
import { isAllowedLink } from "../lib/links";

/** Stored links are URLs; this leaves room for long query strings and refuses pasted documents. */
const LINK_MAX = 2000;

export const LINK_URL_MESSAGE = "Enter a link starting with https://, http://, mailto:, tel:, / or #.";

/**
 * A link an editor stores (module links and buttons): as given, never trimmed or rewritten,
 * and refused unless it is an http(s), mailto or tel link, a path of this site or an anchor
 * (lib/links.ts safeHref, which the views apply to what they render). Blank means no link.
 */
export const LinkUrl = v.pipe(
  v.string(),
  v.maxLength(LINK_MAX, `A link has at most ${LINK_MAX} characters.`),
  v.check(isAllowedLink, LINK_URL_MESSAGE),
);

/** An optional link field: `null`, missing or blank is no link. */
export const OptionalLinkUrl = v.optional(v.nullable(LinkUrl), null);
