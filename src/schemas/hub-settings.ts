import * as v from "valibot";
import { DETAIL_SECTIONS, type DetailPageKind } from "../lib/detail-sections";
import { languages } from "../lib/languages";
import type { SettingsFieldChange } from "../lib/settings-changes";
import { HubPageSizeParam, PageParam } from "./common";
import { HUB_DEFAULT_PAGE_SIZE, hubListQuery } from "./hub";
import { LinkUrl } from "./links";
import { FewSeatsPercent } from "./settings";

/**
 * Bodies and answers of the hub's site settings (issue 25 §4, ADR 0030): site flags and
 * fragments, the design settings the hub edits, breaking news and the noindex list. Each body
 * has a shape (types and sizes: a refused shape is 400) and, where content rules apply, a
 * checked form built on it (a refused rule is 422 naming each field). The forms validate with
 * the checked form, so they refuse what the server refuses.
 */

/** The settings areas the hub's screens edit, as stored in `settings_versions.area`. */
const SETTINGS_AREAS = ["site", "design", "menus", "breaking_news", "opening_hours", "noindex"] as const;
export type SettingsAreaName = (typeof SETTINGS_AREAS)[number];

/** An HTML fragment of the header or footer: stored as the fragment sanitiser returns it. */
const FRAGMENT_MAX = 20_000;
const Fragment = v.pipe(v.string(), v.maxLength(FRAGMENT_MAX, `A fragment has at most ${FRAGMENT_MAX} characters.`));

/** What a settings form loaded (`updated_at` of the row): a save naming an older one is refused (409). */
const LoadedAt = v.pipe(v.string(), v.minLength(1, "Send the updated_at the form loaded."));

// ---------------------------------------------------------------------------------------------
// Site: online flags and the header and footer fragments

const siteFields = {
  is_site_online: v.boolean(),
  is_shop_online: v.boolean(),
  html_header: Fragment,
  html_footer_top: Fragment,
  html_footer_bottom: Fragment,
  html_footer_logos: Fragment,
};

/** The site area as the hub reads it and as its versions keep it. */
export const SiteArea = v.object(siteFields);
export type SiteArea = v.InferOutput<typeof SiteArea>;

/** PUT settings/site/: every field of the area and the `updated_at` the form loaded. */
export const SiteSettingsBody = v.object({ ...siteFields, updated_at: LoadedAt });
export type SiteSettingsBody = v.InferOutput<typeof SiteSettingsBody>;

/** GET settings/site/ and the answer of a save. */
export type SiteSettingsState = SiteArea & { updated_at: string };

/** The fragment fields, in the order the screen shows them. */
export const SITE_FRAGMENTS = ["html_header", "html_footer_top", "html_footer_bottom", "html_footer_logos"] as const;

// ---------------------------------------------------------------------------------------------
// Design: custom error pages, quick buy, the 'few seats' threshold, detail-section order

/** Custom error pages exist for client and server errors (the site serves 404, 503 and others). */
const ErrorStatus = v.pipe(v.string(), v.regex(/^[45][0-9]{2}$/, "Give an HTTP status from 400 to 599."));

const ERROR_PAGE_MESSAGE = "Give the path of an HTML file of this site, such as /errors/503.html.";

/**
 * A custom error page: a path of the site's static files ending in `.html` (the worker reads it
 * through its assets, workers/error-pages.ts, so another host's URL could never load). No second
 * slash or backslash after the first (another host), no query, anchor, dot segments or spaces.
 */
export const ErrorPagePath = v.pipe(
  v.string(),
  v.maxLength(500, "A path has at most 500 characters."),
  v.regex(
    /^\/(?![/\\])(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*\.html?$/,
    ERROR_PAGE_MESSAGE,
  ),
);

const MAX_ERROR_PAGES = 50;

const designShape = {
  errors: v.record(v.string(), v.string()),
  quickBuy: v.boolean(),
  fewSeatsPercent: v.number("Give a whole number from 0 to 100."),
  detailSections: v.object({ event: v.array(v.string()), production: v.array(v.string()) }),
};

/** The order of one detail page's sections: each of its sections exactly once. */
function SectionOrder(kind: DetailPageKind) {
  const known: readonly string[] = DETAIL_SECTIONS[kind];
  return v.pipe(
    v.array(v.string()),
    v.check(
      (order) => order.length === known.length && known.every((name) => order.includes(name)),
      `List each section once: ${known.join(", ")}.`,
    ),
  );
}

const designChecked = {
  errors: v.pipe(
    v.record(ErrorStatus, ErrorPagePath),
    v.check((errors) => Object.keys(errors).length <= MAX_ERROR_PAGES, `At most ${MAX_ERROR_PAGES} error pages.`),
  ),
  quickBuy: v.boolean(),
  fewSeatsPercent: FewSeatsPercent,
  detailSections: v.object({ event: SectionOrder("event"), production: SectionOrder("production") }),
};

/** The design area as the hub edits it (the design settings' other keys stay as they are). */
export const DesignArea = v.object(designChecked);
export type DesignArea = v.InferOutput<typeof DesignArea>;

/** PUT settings/design/: its shape (400 when it does not fit). */
export const DesignSettingsBody = v.object({ ...designShape, updated_at: LoadedAt });
/** PUT settings/design/ checked: status codes, safe paths, each section once (422 naming the field). */
export const DesignSettingsChecked = v.object({ ...designChecked, updated_at: LoadedAt });
export type DesignSettingsChecked = v.InferOutput<typeof DesignSettingsChecked>;

/** GET settings/design/ and the answer of a save. */
export type DesignSettingsState = DesignArea & { updated_at: string };

/**
 * The design form's values: the error pages as rows of status and path (a person adds and
 * removes rows), the rest as the body. `designBodyOf` turns them into the PUT's body.
 */
export const DesignForm = v.object({
  errorPages: v.pipe(
    v.array(v.object({ status: ErrorStatus, path: ErrorPagePath })),
    v.maxLength(MAX_ERROR_PAGES, `At most ${MAX_ERROR_PAGES} error pages.`),
    v.check((rows) => new Set(rows.map((row) => row.status)).size === rows.length, "Give each status once."),
  ),
  quickBuy: v.boolean(),
  fewSeatsPercent: FewSeatsPercent,
  detailSections: designChecked.detailSections,
  updated_at: LoadedAt,
});
export type DesignForm = v.InferOutput<typeof DesignForm>;

export function designFormOf(state: DesignSettingsState): DesignForm {
  const errorPages = Object.entries(state.errors)
    .map(([status, path]) => ({ status, path }))
    .sort((a, b) => a.status.localeCompare(b.status));
  return {
    errorPages,
    quickBuy: state.quickBuy,
    fewSeatsPercent: state.fewSeatsPercent,
    detailSections: state.detailSections,
    updated_at: state.updated_at,
  };
}

export function designBodyOf(form: DesignForm): DesignSettingsChecked {
  const errors = Object.fromEntries(form.errorPages.map((row) => [row.status, row.path]));
  return {
    errors,
    quickBuy: form.quickBuy,
    fewSeatsPercent: form.fewSeatsPercent,
    detailSections: form.detailSections,
    updated_at: form.updated_at,
  };
}

// ---------------------------------------------------------------------------------------------
// Breaking news

const TITLE_MAX = 200;
const TEXT_MAX = 2_000;

const OptionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max, `At most ${max} characters.`))), null);

const alertShape = {
  title_de: v.pipe(v.string(), v.maxLength(TITLE_MAX, `A title has at most ${TITLE_MAX} characters.`)),
  title_en: v.pipe(v.string(), v.maxLength(TITLE_MAX, `A title has at most ${TITLE_MAX} characters.`)),
  text_de: OptionalText(TEXT_MAX),
  text_en: OptionalText(TEXT_MAX),
  link_de: OptionalText(2_000),
  link_en: OptionalText(2_000),
  link_title_de: OptionalText(TITLE_MAX),
  link_title_en: OptionalText(TITLE_MAX),
  is_active: v.boolean(),
  online_from: v.optional(v.nullable(v.string()), null),
  online_to: v.optional(v.nullable(v.string()), null),
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A moment with its offset (`2026-12-24T18:00:00+01:00`), stored as UTC to the second. */
const Instant = v.pipe(
  v.string(),
  v.check(
    (text) => INSTANT.test(text) && !Number.isNaN(Date.parse(text)),
    "Give a real date and time with its offset, such as 2026-12-24T18:00:00+01:00.",
  ),
  v.transform((text) => `${new Date(text).toISOString().slice(0, 19)}Z`),
);

/** Blank text is no text. */
function blankAsNull(text: string | null): string | null {
  return text === null || text.trim() === "" ? null : text;
}
/** An optional field checked with `schema` when it holds more than blanks. */
const Optional = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.transform((text: string) => blankAsNull(text)),
        v.nullable(schema),
      ),
    ),
    null,
  );

const Title = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("Give a title."),
  v.maxLength(TITLE_MAX, `A title has at most ${TITLE_MAX} characters.`),
);

const alertChecked = {
  title_de: Title,
  title_en: Title,
  text_de: v.pipe(alertShape.text_de, v.transform(blankAsNull)),
  text_en: v.pipe(alertShape.text_en, v.transform(blankAsNull)),
  link_de: Optional(LinkUrl),
  link_en: Optional(LinkUrl),
  link_title_de: v.pipe(alertShape.link_title_de, v.transform(blankAsNull)),
  link_title_en: v.pipe(alertShape.link_title_en, v.transform(blankAsNull)),
  is_active: v.boolean(),
  online_from: Optional(Instant),
  online_to: Optional(Instant),
};

/** An alert as the hub reads and stores it (SPEC §3 Alert, both languages). */
export const BreakingNewsFields = v.pipe(
  v.object(alertChecked),
  v.forward(
    v.check(
      (alert) => alert.online_from === null || alert.online_to === null || alert.online_to > alert.online_from,
      "The end comes after the start.",
    ),
    ["online_to"],
  ),
);
export type BreakingNewsFields = v.InferOutput<typeof BreakingNewsFields>;

/** POST settings/breaking-news/: its shape (400). */
export const BreakingNewsBody = v.object(alertShape);
export type BreakingNewsBody = v.InferInput<typeof BreakingNewsBody>;
/** PATCH settings/breaking-news/:id/: every field and the revision the form loaded (400). */
export const BreakingNewsUpdateBody = v.object({ ...alertShape, revision: v.pipe(v.number(), v.integer()) });

export interface BreakingNewsItem extends BreakingNewsFields {
  id: number;
  revision: number;
}

/** GET settings/breaking-news/: its sorts and filter. */
export const BREAKING_NEWS_SORTS = ["online_from", "online_to", "title", "id"] as const;
export const BreakingNewsListQuery = hubListQuery(BREAKING_NEWS_SORTS, "desc", {
  active: v.optional(v.picklist(["true", "false"] as const, "Expected true or false")),
});

/** DELETE settings/breaking-news/:id/: the revision the list showed. */
export const RevisionBody = v.object({ revision: v.pipe(v.number(), v.integer()) });

// ---------------------------------------------------------------------------------------------
// Noindex list

const NOINDEX_MESSAGE = "Give the page's path without its language, such as /archiv-2019.";

/**
 * A page's path without its language prefix, as the noindex check compares it: one leading
 * slash, no trailing one (the check drops it), no query, anchor or spaces.
 */
export const NoindexPath = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500, "A path has at most 500 characters."),
  v.regex(/^\/(?:[^/\\?#\s]+(?:\/[^/\\?#\s]+)*)?\/?$/, NOINDEX_MESSAGE),
  v.transform((path) => (path.length > 1 ? path.replace(/\/$/, "") : path)),
  v.check((path) => !/^\/(?:de|en)(?:\/|$)/.test(path), "Leave out the language: /de or /en is the list's language."),
);

/** POST settings/noindex/: its shape (400). */
export const NoindexBody = v.object({ lang: v.picklist(languages, "Choose de or en."), path: v.string() });
/** POST settings/noindex/ checked (422). */
export const NoindexChecked = v.object({ lang: NoindexBody.entries.lang, path: NoindexPath });
export type NoindexChecked = v.InferOutput<typeof NoindexChecked>;

export interface NoindexItem {
  id: number;
  lang: (typeof languages)[number];
  path: string;
}

export const NOINDEX_SORTS = ["path", "lang", "id"] as const;
export const NoindexListQuery = hubListQuery(NOINDEX_SORTS, "asc", {
  lang: v.optional(v.picklist(languages, "Expected de or en")),
});

// ---------------------------------------------------------------------------------------------
// Versions

/** GET settings/versions/?area=: the area and the page. */
export const SettingsVersionsQuery = v.object({
  area: v.picklist(SETTINGS_AREAS, `Expected one of ${SETTINGS_AREAS.join(", ")}`),
  page: v.optional(PageParam, "1"),
  page_size: v.optional(HubPageSizeParam, String(HUB_DEFAULT_PAGE_SIZE)),
});

/** GET settings/versions/?area=: a save of an area, newest first. */
export interface SettingsVersion {
  id: number;
  area: SettingsAreaName;
  created_at: string;
  user: { id: number; name: string } | null;
  before: unknown;
  after: unknown;
  changes: SettingsFieldChange[];
}
