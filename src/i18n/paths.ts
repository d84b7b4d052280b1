import { isLang, type Lang } from "../lib/languages";

/**
 * The route tree is written once, with a `$lang` segment and English segment names; German URLs
 * differ only in the first segment after the language (SPEC §2). Everything else is shared.
 */
const pairs = [
  ["programm", "events"],
  ["produktionen", "productions"],
  ["mediathek-de", "mediathek-en"],
  ["formular", "form"],
] as const;
// Maps, not object literals: a segment such as `constructor` must not hit Object.prototype.
const deToEn: ReadonlyMap<string, string> = new Map(pairs);
const enToDe: ReadonlyMap<string, string> = new Map(pairs.map(([de, en]) => [en, de]));

/**
 * Stands in for the language of a German URL that uses an English segment (`/de/events`).
 * Such a URL must not reach the English-named route, and the catch-all would otherwise take it
 * as a CMS page. Moving it to the language position (`/_untranslated/de/events`) makes `$lang`
 * invalid, so the same notFound check that answers `/xx/…` answers it: no route needs to know.
 * No language code contains an underscore, so the prefix never collides with one.
 */
export const untranslatedPrefix = "_untranslated";

interface SplitPath {
  lang: string;
  /** First segment after the language, '' when there is none. */
  segment: string;
  /** Everything after that segment, including its leading '/'. */
  rest: string;
  /** '?query#hash' part, kept verbatim. */
  suffix: string;
  /** The path had a segment slot after the language (`/de/…`), even if it is empty. */
  hasSegment: boolean;
}

/** Splits without allocating arrays: this runs for every request and every link. */
function split(path: string): SplitPath | null {
  if (path.charCodeAt(0) !== 47 /* '/' */) return null;
  let end = path.length;
  const q = path.indexOf("?");
  const h = path.indexOf("#");
  if (q !== -1) end = q;
  if (h !== -1 && h < end) end = h;
  const suffix = path.slice(end);
  const langEnd = path.indexOf("/", 1);
  if (langEnd === -1 || langEnd >= end) {
    return { lang: path.slice(1, end), segment: "", rest: "", suffix, hasSegment: false };
  }
  let segEnd = path.indexOf("/", langEnd + 1);
  if (segEnd === -1 || segEnd > end) segEnd = end;
  return {
    lang: path.slice(1, langEnd),
    segment: path.slice(langEnd + 1, segEnd),
    rest: path.slice(segEnd, end),
    suffix,
    hasSegment: true,
  };
}

/**
 * The router matches case-insensitively and on decoded paths, so `/de/Event%73` must be
 * recognised as `events` here too, or it would slip past the table.
 */
function normalise(segment: string): string {
  if (segment.indexOf("%") === -1) return segment.toLowerCase();
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Public URL path → internal route path (router `rewrite.input`).
 * `/de/programm/x/1` → `/de/events/x/1`; `/de/events` → `/_untranslated/de/events` (a 404);
 * English and non-language paths are returned unchanged.
 */
export function toRoutePath(publicPath: string): string {
  const p = split(publicPath);
  if (p === null || p.lang !== "de" || p.segment === "") return publicPath;
  const key = normalise(p.segment);
  const en = deToEn.get(key);
  if (en !== undefined) return `/de/${en}${p.rest}${p.suffix}`;
  if (enToDe.has(key)) return `/${untranslatedPrefix}${publicPath}`;
  return publicPath;
}

/**
 * Internal route path → public URL path (router `rewrite.output`); the inverse of toRoutePath,
 * so `toPublicPath(toRoutePath(p)) === p` for every path a visitor can type.
 */
export function toPublicPath(routePath: string): string {
  const p = split(routePath);
  if (p === null) return routePath;
  if (p.lang === untranslatedPrefix && p.hasSegment) {
    return routePath.slice(untranslatedPrefix.length + 1);
  }
  if (p.lang !== "de" || p.segment === "") return routePath;
  const de = enToDe.get(p.segment);
  return de === undefined ? routePath : `/de/${de}${p.rest}${p.suffix}`;
}

/**
 * The same page in another language, by path alone: `/de/programm/abc/3` → `/en/events/abc/3`,
 * `/de` → `/en`; query and hash are kept. Slugs are kept as they are, so this is only the
 * fallback: pages and detail entities name their counterparts in the API's `urls`, which wins.
 * A path outside any language has no counterpart, so it yields the target language's home.
 */
export function localizedPath(path: string, target: Lang): string {
  const p = split(path);
  if (p === null || !isLang(p.lang)) return `/${target}`;
  if (p.lang === target) return path;
  const key = normalise(p.segment);
  const segment = (target === "de" ? enToDe : deToEn).get(key) ?? p.segment;
  return `/${target}${p.hasSegment ? "/" : ""}${segment}${p.rest}${p.suffix}`;
}
