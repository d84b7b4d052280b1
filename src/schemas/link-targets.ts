import * as v from "valibot";
import { PageUrls } from "./common";

/** What the link finder offers: the site's own pages and detail pages an editor may link to. */
export const LINK_TARGET_KINDS = ["page", "event", "production", "article", "form"] as const;
export const LinkTargetKind = v.picklist(LINK_TARGET_KINDS, `Expected one of ${LINK_TARGET_KINDS.join(", ")}`);
export type LinkTargetKind = v.InferOutput<typeof LinkTargetKind>;

/** Results per kind when all kinds are asked for, and when one kind is. */
export const LINK_TARGETS_PER_KIND = 10;
export const LINK_TARGETS_ONE_KIND = 30;

/**
 * GET /{lang}/pageeditor-api/link-targets/?q=&kind=: `q` matches titles in either language (and
 * page paths, and an id); without it, the first of each kind (pages by path, upcoming events,
 * newest articles).
 */
export const LinkTargetsQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "Expected a search of at most 200 characters"))),
  kind: v.optional(LinkTargetKind),
});
export type LinkTargetsQuery = v.InferOutput<typeof LinkTargetsQuery>;

/** One linkable page, titled in the request's language, with its path in both languages. */
export const LinkTarget = v.object({
  kind: LinkTargetKind,
  id: v.number(),
  title: v.string(),
  urls: PageUrls,
  /** Events: date_start; articles: published_at; otherwise null. ISO UTC. */
  date: v.nullable(v.string()),
  /** Offline targets are offered too (an editor may prepare a link), but marked. */
  is_online: v.boolean(),
});
export type LinkTarget = v.InferOutput<typeof LinkTarget>;

/** Ordered by kind as LINK_TARGET_KINDS lists them, then by relevance within a kind. */
export const LinkTargetsResponse = v.object({ results: v.array(LinkTarget) });
export type LinkTargetsResponse = v.InferOutput<typeof LinkTargetsResponse>;
