import * as v from "valibot";

/** Request bodies of the page editor's writes (SPEC §7, ADR 0020). */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000));
const Revision = v.pipe(v.number(), v.integer(), v.minValue(1));

/** An anchor slug's characters: lower-case letters, digits and dashes, at most 80. */
const ANCHOR_SLUG_PATTERN = "[a-z0-9][a-z0-9\\-]{0,79}";

/** An anchor slug: lower-case letters, digits and dashes, as URLs fragments use them. */
export const AnchorSlug = v.pipe(
  v.string(),
  v.regex(new RegExp(`^${ANCHOR_SLUG_PATTERN}$`), "Use lower-case letters, digits and dashes (at most 80)."),
);

/**
 * Keys of the editor's read that are the tree's, not the module's fields: sent back with a
 * module, they are ignored (`column`, `position`, `parent` are read where a write takes them).
 */
export const STRUCTURAL_KEYS = new Set([
  "id",
  "model",
  "slug",
  "parent",
  "position",
  "column",
  "column_index",
  "content_type",
  "object_id",
  "revision",
  "children",
  "problems",
  "page_id",
  "lang",
]);

/** POST {model}/: a new module in a section's column or a list module, at a position (default: last). */
export const ModuleCreate = v.looseObject({
  parent: Id,
  column: v.optional(v.nullable(Index), null),
  position: v.optional(Index),
});

/** PATCH {model}/{id}/: the fields to change, with the revision they were read at. */
export const ModulePatch = v.looseObject({
  revision: Revision,
  slug: v.optional(v.nullable(AnchorSlug)),
});

/** POST {model}/{id}/move/: the new place; parent null is the page's top level. */
export const ModuleMove = v.object({
  parent: v.nullable(Id),
  column: v.optional(v.nullable(Index), null),
  position: Index,
  revision: v.optional(Revision),
});

/** DELETE {model}/{id}/ and POST {model}/{id}/copy/: the revision the editor saw, when it sends one. */
export const ModuleRevision = v.object({ revision: v.optional(Revision) });

/**
 * POST {model}/{id}/undo/: the revision of the module the editor undoes at, so that of undos
 * sent at once only the first goes through (of a deleted section there is no row to compare).
 */
export const ModuleUndo = v.object({ revision: Revision });

/**
 * POST {model}/{id}/copy/: the revision the editor saw, if sent, and the language to copy to
 * (default: the module's own; a section may go to the page in the other language).
 */
export const ModuleCopy = v.object({ revision: v.optional(Revision), lang: v.optional(v.picklist(["de", "en"])) });

/** POST container/: a new section on a page (SPEC §3: parent null, the page's content type and id). */
export const ContainerCreate = v.object({
  content_type: v.literal("page"),
  object_id: Id,
  slug: AnchorSlug,
  layout: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)), 0),
  position: v.optional(Index),
  extra_class: v.optional(v.nullable(v.string()), null),
});

/**
 * First segments, after the language or without one, that belong to the app's own routes or to
 * the worker (SPEC §2, the sign-in pages, the API, media, SEO files, the probe, the shop and the
 * back office): a page or a redirect there would be shadowed by them or shadow them.
 */
const SITE_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  "404",
  "api",
  "cms-hub",
  "events",
  "form",
  "formular",
  "healthz",
  "login",
  "logout",
  "media",
  "mediathek-de",
  "mediathek-en",
  "pageeditor-api",
  "productions",
  "produktionen",
  "programm",
  "robots.txt",
  "search",
  "series",
  "sitemap.xml",
  "team",
  "test-shop",
  "ticket-template",
  "user",
  "venues",
  "webshop",
]);

export function isSiteRouteSegment(segment: string): boolean {
  return SITE_ROUTE_SEGMENTS.has(segment);
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Why a new page path (stored form: no language prefix, '/ueber-uns/team') cannot be used, or
 * null when it can: lower-case slug segments, at most 200 characters, no reserved first segment.
 */
export function pagePathProblem(path: string): string | null {
  if (path.length > 200) return "A path has at most 200 characters.";
  const segments = path.split("/").slice(1);
  if (!path.startsWith("/") || segments.some((segment) => !SEGMENT.test(segment))) {
    return "Use lower-case letters, digits and single dashes between slashes, such as /de/ueber-uns/team.";
  }
  if (isSiteRouteSegment(segments[0] ?? "")) return `/${segments[0]} belongs to the site itself.`;
  // `versions` ends the versions call of the page editor.
  if (segments.includes("versions")) return "A page path cannot contain the segment versions.";
  return null;
}

/**
 * A page's public URL in one language as the page call answers it (`urls.de`: '/de/ueber-uns';
 * the home page is '/de'). Checked against the language by the handler.
 */
const PageUrl = v.pipe(v.string(), v.trim(), v.maxLength(210), v.regex(/^\/(de|en)(\/|$)/, "Start with /de or /en."));

const Title = v.pipe(v.string(), v.trim(), v.minLength(1, "This field is required!"), v.maxLength(200));
const OptionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

/** Fields of a page in the request's language and the shared ones (SPEC §3 Page). */
const pageFields = {
  headline: OptionalText(200),
  meta_title: OptionalText(200),
  meta_description: OptionalText(500),
  og_title: OptionalText(200),
  og_description: OptionalText(500),
  is_online: v.optional(v.boolean()),
  is_clickable: v.optional(v.boolean()),
  in_menu: v.optional(v.boolean()),
  in_footer: v.optional(v.boolean()),
  is_landing_page: v.optional(v.boolean()),
  /** A media library key. */
  og_image: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  og_type: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_.:-]{0,39}$/, "Use an Open Graph type such as website.")),
  ),
};

/**
 * PATCH page/{path}: the page fields to change with the revision they were read at. `title`
 * and the text fields are the request language's; `urls` takes the page call's shape, either
 * language or both; `parent` null is the top level. Other keys of the editable read are ignored.
 */
export const PagePatch = v.object({
  revision: Revision,
  title: v.optional(Title),
  urls: v.optional(v.object({ de: v.optional(PageUrl), en: v.optional(PageUrl) })),
  parent: v.optional(v.nullable(Id)),
  ...pageFields,
});
export type PagePatch = v.InferOutput<typeof PagePatch>;

/** POST page/: a new page under `parent` (null: the top level), titled and placed in both languages. */
export const PageCreate = v.object({
  parent: v.nullable(Id),
  titles: v.object({ de: Title, en: Title }),
  urls: v.object({ de: PageUrl, en: PageUrl }),
  ...pageFields,
});
export type PageCreate = v.InferOutput<typeof PageCreate>;

/**
 * A redirect's path as the redirect list stores it: a full path of this site (language prefix
 * included), without query, fragment, spaces or a second leading slash (a host elsewhere).
 */
const RedirectPath = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(400),
  v.regex(/^\/(?![/\\])[^\s?#\\]*$/, "Use a path of this site, starting with a single /, without query or #."),
);

/** POST redirects/: a new entry (always a 301). */
export const RedirectCreate = v.object({ old_path: RedirectPath, new_path: RedirectPath });

/** PATCH redirects/{id}/: either path or both. */
export const RedirectPatch = v.object({ old_path: v.optional(RedirectPath), new_path: v.optional(RedirectPath) });

/** One entry of a page's versions list (GET page/{path}/versions/). */
export interface VersionEntry {
  id: number;
  created_at: string;
  action: string;
  object_id: number | null;
  user: { id: number; name: string } | null;
  /**
   * The module the save concerned, as the version (a deletion: the version before it) holds it:
   * its type, a few words of its text, a section's anchor; null for page and restore saves, or
   * when the module is in neither.
   */
  subject: { model: string; words: string; slug: string | null } | null;
}
