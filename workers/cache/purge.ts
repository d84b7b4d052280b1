import { type Lang, languages } from "../../src/lib/languages";
import { filterOptionKinds } from "../../src/schemas/filter-options";
import { pageUrl } from "../db/urls";
import { bumpContentGeneration } from "./generation";
import { cacheKeys } from "./keys";
import { forgetMemo } from "./read-through";

/** A page row as stored (pages table; more columns may be present). */
export interface PageState {
  id: number;
  parent_id: number | null;
  path_de: string;
  path_en: string;
  title_de: string;
  title_en: string;
  is_online: number;
  is_clickable: number;
  in_menu: number;
  in_footer: number;
}

export type ContentChange =
  /** A page's module tree in one language changed. */
  | { kind: "modules"; page: PageState; lang: Lang }
  /** Page fields: created (before null), changed, deleted (after null). */
  | { kind: "page"; before: PageState | null; after: PageState | null }
  /** The redirect list changed. */
  | { kind: "redirects" }
  /**
   * Site settings changed (the hub's settings screens): the parts whose cached reads they touch.
   * Opening hours have no cached read of their own, only the pages that show them.
   */
  | { kind: "site"; parts: readonly SiteSettingsPart[] }
  /**
   * A back-office item changed (issue 27): an event, production, person, venue, article, form,
   * taxonomy … Lists, calendars, teasers, search, the sitemap and pages show items through
   * cached reads of the content generation, which the purge raises; the filter options are
   * cached by key of their own.
   */
  | { kind: "catalogue" };

/** What a settings save may touch, each with the cached reads that hold it. */
export type SiteSettingsPart = "settings" | "nav" | "breaking-news" | "noindex" | "opening-hours";

/** Invalidates cached reads everywhere this isolate can reach: its memo and KV. */
export async function purgeCache(env: Env, keys: readonly string[]): Promise<void> {
  forgetMemo(keys);
  await Promise.all(keys.map((key) => env.CACHE.delete(key)));
}

/**
 * Deletes the keys a saved change touched from this isolate's memo and KV, and raises the content
 * generation, so the edge page cache misses everywhere (at once in this isolate). Call it after
 * the change's D1 batch succeeded. Throws when KV or D1 failed; the generation is raised even
 * when a key could not be deleted, because cached reads of an older generation are misses
 * (read-through.ts), and calling it again is harmless.
 */
export async function purgeForChange(env: Env, change: ContentChange): Promise<void> {
  const keys = await cacheKeysForChange(env.DB, change);
  // Keys first: once this isolate knows the new generation, a render must not find the old
  // entries. The stored generation is read while they are deleted.
  const deleted = purgeCache(env, keys).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  await bumpContentGeneration(env, deleted);
  const failure = await deleted;
  if (failure) throw failure.error;
}

/** The pauses before the retries of a purge that failed after its save: three more tries within about 5 s. */
export const PURGE_RETRY_PAUSES_MS: readonly number[] = [250, 1_000, 4_000];

/**
 * Purges what saved changes touched, once after each pause of `pausesMs` until it gets through
 * (KV or D1 may fail for a moment); answers whether it did. A save is written before this runs,
 * so a failure here never undoes or refuses it: what it leaves stale lasts until a later purge
 * raises the generation, at most for a cached read's KV lifetime (ADR 0019).
 */
export async function purgeWithRetries(
  env: Env,
  changes: readonly ContentChange[],
  pausesMs: readonly number[],
): Promise<boolean> {
  for (const pause of pausesMs) {
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    try {
      for (const change of changes) await purgeForChange(env, change);
      return true;
    } catch (error) {
      console.warn(`purge after a save failed (after a pause of ${pause} ms)`, error);
    }
  }
  return false;
}

/**
 * The KV keys a change touched, sorted. Reads D1 as it is after the change (siblings,
 * descendants, pages linking to the page); `before` supplies what the change removed.
 */
export async function cacheKeysForChange(db: D1Database, change: ContentChange): Promise<string[]> {
  switch (change.kind) {
    case "redirects":
      return [cacheKeys.redirects()];
    case "site":
      return [...new Set(change.parts.flatMap(siteSettingsKeys))].sort();
    case "catalogue":
      return filterOptionKinds.flatMap((kind) => languages.map((lang) => cacheKeys.filterOptions(kind, lang))).sort();
    case "modules":
      // A module tree shows only on its own page in its own language.
      return [cacheKeys.page(change.lang, pathIn(change.lang, change.page))];
    case "page":
      return [...(await pageChangeKeys(db, change.before, change.after))].sort();
  }
}

function siteSettingsKeys(part: SiteSettingsPart): string[] {
  switch (part) {
    case "settings":
      return [cacheKeys.settings()];
    case "nav":
      return languages.map((lang) => cacheKeys.nav(lang));
    case "breaking-news":
      return languages.map((lang) => cacheKeys.breakingNews(lang));
    case "noindex":
      return [cacheKeys.noindex()];
    case "opening-hours":
      return [];
  }
}

type Paths = Pick<PageState, "path_de" | "path_en">;
const pathIn = (lang: Lang, page: Paths): string => (lang === "de" ? page.path_de : page.path_en);

/** Columns a save rewrites whatever it changed: no payload shows them. */
const BOOKKEEPING = new Set(["created_at", "updated_at", "revision"]);

/**
 * Which columns differ, as seen by `lang`'s payloads: the other language's columns do not show
 * there, except its path (every payload carries the page's and its siblings' urls in both
 * languages, for the language switch). A created or deleted page has no pair to compare: for
 * it everything changed.
 */
function changedFor(lang: Lang, before: PageState, after: PageState): Set<string> {
  const row = (page: PageState) => page as unknown as Record<string, unknown>;
  const changed = new Set<string>();
  for (const column of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (BOOKKEEPING.has(column) || row(before)[column] === row(after)[column]) continue;
    const columnLang = /_(de|en)$/.exec(column)?.[1];
    if (columnLang === undefined || columnLang === lang || column.startsWith("path_")) changed.add(column);
  }
  return changed;
}

async function pageChangeKeys(db: D1Database, before: PageState | null, after: PageState | null): Promise<Set<string>> {
  const states = [before, after].filter((page): page is PageState => page !== null);
  const page = after ?? before;
  const keys = new Set<string>();
  if (page === null) return keys;
  const lookups: Promise<void>[] = [];
  const urls = new Set<string>();
  const pathsMoved = before === null || after === null || pathsDiffer(before, after);

  for (const lang of languages) {
    const changed = before && after ? changedFor(lang, before, after) : null;
    if (changed !== null && changed.size === 0) continue;
    const any = (...columns: string[]) => changed === null || columns.some((column) => changed.has(column));
    const title = `title_${lang}`;
    const path = `path_${lang}`;

    for (const state of states) keys.add(cacheKeys.page(lang, pathIn(lang, state)));
    // Every payload lists the online pages under the same parent (titles, both urls).
    if (any(title, "path_de", "path_en", "is_online", "parent_id", "position")) {
      const parents = new Set(states.map((state) => state.parent_id));
      for (const parent of parents)
        lookups.push(siblingPaths(db, lang, parent).then((paths) => addPages(keys, lang, paths)));
    }
    // Pages below carry this one in their breadcrumbs (title, url, clickable, only while online;
    // never the home page).
    const inBreadcrumbs = states.some((state) => pathIn(lang, state) !== "/");
    if (before && after && inBreadcrumbs && any(title, path, "is_clickable", "is_online", "parent_id")) {
      lookups.push(descendantPaths(db, lang, page.id).then((paths) => addPages(keys, lang, paths)));
    }
    if (any(title, path, "is_online", "in_menu", "in_footer", "parent_id", "position")) keys.add(cacheKeys.nav(lang));
    // A url appeared, disappeared or now leads somewhere else: pages whose modules link to it.
    if (any(path, "is_online")) for (const state of states) urls.add(pageUrl(lang, pathIn(lang, state)));
  }

  // A url change writes a redirect, and the redirect and noindex lists name pages by path.
  if (pathsMoved) {
    keys.add(cacheKeys.redirects());
    keys.add(cacheKeys.noindex());
  }
  if (urls.size > 0) {
    lookups.push(
      linkingPages(db, [...urls]).then((rows) => {
        for (const row of rows) keys.add(cacheKeys.page(row.lang, pathIn(row.lang, row)));
      }),
    );
  }
  await Promise.all(lookups);
  return keys;
}

function pathsDiffer(a: PageState, b: PageState): boolean {
  return a.path_de !== b.path_de || a.path_en !== b.path_en;
}

function addPages(keys: Set<string>, lang: Lang, paths: string[]): void {
  for (const path of paths) keys.add(cacheKeys.page(lang, path));
}

/** Paths in `lang` of the pages under `parent` (the top level for null). */
async function siblingPaths(db: D1Database, lang: Lang, parent: number | null): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT path_${lang} AS path FROM pages WHERE parent_id IS ?1`)
    .bind(parent)
    .all<{ path: string }>();
  return results.map((row) => row.path);
}

/** Levels a descendant walk goes down at most, like the ancestor walk of the page payload. */
const MAX_TREE_DEPTH = 32;

/** Paths in `lang` of every page below `id`; stops at a page it has seen and at the depth cap. */
async function descendantPaths(db: D1Database, lang: Lang, id: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `WITH RECURSIVE below (id, depth, seen) AS (
         SELECT id, 1, ',' || ?1 || ',' || id || ',' FROM pages WHERE parent_id = ?1 AND id <> ?1
         UNION ALL
         SELECT p.id, b.depth + 1, b.seen || p.id || ',' FROM pages p JOIN below b ON p.parent_id = b.id
          WHERE b.depth < ${MAX_TREE_DEPTH} AND instr(b.seen, ',' || p.id || ',') = 0)
       SELECT DISTINCT p.path_${lang} AS path FROM below b JOIN pages p ON p.id = b.id`,
    )
    .bind(id)
    .all<{ path: string }>();
  return results.map((row) => row.path);
}

/** The module fields that hold a link to a page (link, teaser and logo items, image, hero button). */
const LINK_FIELDS = ["link", "link_url", "button_link", "button_link_url"];

/**
 * Pages whose module tree in some language links to one of `urls` (full public paths such as
 * `/de/ueber-uns`), also with a trailing slash, an anchor or a query; with that tree's language.
 */
async function linkingPages(db: D1Database, urls: string[]): Promise<(Paths & { lang: Lang })[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT m.lang, p.path_de, p.path_en
         FROM page_modules m JOIN json_each(m.data) f JOIN json_each(?1) u JOIN pages p ON p.id = m.page_id
        WHERE f.key IN (SELECT value FROM json_each(?2)) AND f.type = 'text'
          AND (f.value = u.value OR f.value = u.value || '/'
               OR substr(f.value, 1, length(u.value) + 1) IN (u.value || '#', u.value || '?'))`,
    )
    .bind(JSON.stringify(urls), JSON.stringify(LINK_FIELDS))
    .all<Paths & { lang: Lang }>();
  return results;
}
