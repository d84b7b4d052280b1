import type { Lang } from "../../lib/languages";
import type { Paged } from "../../schemas/common";
import type { EventListItem } from "../../schemas/events";
import { LINK_TARGET_KINDS, type LinkTarget, type LinkTargetKind } from "../../schemas/link-targets";
import type { SearchResult } from "../../schemas/search";
import type { EditorError } from "../api";

export type LinkInput = { href: string } | { problem: "empty" | "scheme" | "invalid" };

const SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * What the editor typed in the link finder's address field, as the link to store (SPEC §5: a link
 * is internal when it starts with '/'). Site paths and anchors stay as typed; a scheme other than
 * http(s), mailto and tel is refused; an address without one gets the default protocol https://.
 */
export function normaliseLink(input: string): LinkInput {
  const value = input.trim();
  if (value === "") return { problem: "empty" };
  if (/\s/.test(value) || hasControlCharacter(value)) return { problem: "invalid" };
  // '//host' and '/\host' are other sites to a browser, not paths of this one.
  if (/^[/\\]{2}|^\/\\/.test(value)) return { problem: "invalid" };
  if (value.startsWith("/") || value.startsWith("#")) return { href: value };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  // 'www.example.org:8080/x' looks like a scheme to the pattern; a real scheme has no dot.
  if (scheme !== undefined && !scheme.includes(".")) {
    const name = scheme.toLowerCase();
    if (!SCHEMES.has(name)) return { problem: "scheme" };
    if (name === "mailto" || name === "tel")
      return value.length > name.length + 1 ? { href: value } : { problem: "invalid" };
    return hasHost(value) ? { href: value } : { problem: "invalid" };
  }
  const href = `https://${value}`;
  return hasHost(href) && !value.startsWith("\\") ? { href } : { problem: "invalid" };
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function hasHost(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname.includes(".") || hostname === "localhost";
  } catch {
    return false;
  }
}

/** GET /{lang}/pageeditor-api/link-targets/ for what the editor typed and the kind chosen ('' for all). */
export function linkTargetsCall(lang: Lang, text: string, kind: LinkTargetKind | ""): string {
  const query = new URLSearchParams();
  if (text.trim()) query.set("q", text.trim());
  if (kind) query.set("kind", kind);
  const search = query.toString();
  return `/${lang}/pageeditor-api/link-targets/${search ? `?${search}` : ""}`;
}

export interface TargetGroup {
  kind: LinkTargetKind;
  targets: LinkTarget[];
}

/** Link targets by kind, in the order the API lists kinds; kinds without a target are left out. */
export function groupTargets(targets: readonly LinkTarget[]): TargetGroup[] {
  return LINK_TARGET_KINDS.map((kind) => ({ kind, targets: targets.filter((target) => target.kind === kind) })).filter(
    (group) => group.targets.length > 0,
  );
}

/** The editor's language first, then the other: the order the finder offers a target's paths in. */
export function languagesFor(lang: Lang): [Lang, Lang] {
  return lang === "de" ? ["de", "en"] : ["en", "de"];
}

export interface EventFilters {
  room?: string;
  type?: string;
  genre?: string;
  tag?: string;
  /** yyyy-mm-dd, as a date input gives it. */
  date?: string;
}

/**
 * The call behind the event finder: text goes to the site search's event group (upcoming events
 * by date), no text to the events list with its filters (SPEC §7). The search has no filters.
 */
export function eventsCall(lang: Lang, text: string, filters: EventFilters, page: number): string {
  const query = new URLSearchParams();
  const words = text.trim();
  if (words !== "") {
    query.set("query", words);
    query.set("lang", lang);
    if (page > 1) query.set("page", String(page));
    return `/api/search/events/?${query}`;
  }
  for (const key of ["room", "type", "genre", "tag"] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  const day = filters.date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(filters.date) : null;
  if (day) query.set("date", `${day[3]}-${day[2]}-${day[1]}`);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `/${lang}/api/events/${search ? `?${search}` : ""}`;
}

/** GET /{lang}/pageeditor-api/media/ for a search text and a page. */
export function mediaCall(lang: Lang, text: string, page: number): string {
  const query = new URLSearchParams();
  if (text.trim()) query.set("q", text.trim());
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `/${lang}/pageeditor-api/media/${search ? `?${search}` : ""}`;
}

/**
 * Width ÷ height of the image formats modules crop to (image: square, wide; image_alias: SPEC §3
 * vertical 400×500, horizontal 1240×700), so thumbnails preview the crop; 'standard' keeps the
 * image's own shape.
 */
export const FORMAT_RATIOS: Readonly<Record<string, number>> = {
  square: 1,
  wide: 21 / 9,
  vertical: 400 / 500,
  horizontal: 1240 / 700,
};

export interface EventRow {
  id: number;
  title: string;
  url: string;
  date: string | null;
  /** Room, or venue, when the events list names one. */
  place: string | null;
}

/** A page of either call behind the event finder, as the rows it lists. */
export function eventRows(page: Paged<SearchResult> | Paged<EventListItem>): EventRow[] {
  return page.results.map((item) =>
    "date_start" in item
      ? {
          id: item.id,
          title: item.title,
          url: item.url,
          date: item.date_start,
          place: item.room?.name ?? item.venue?.name ?? null,
        }
      : { id: item.id, title: item.title, url: item.url, date: item.date, place: null },
  );
}

export type UploadProblem = { field: "file" | "alt" | "title" | ""; reason: UploadReason; detail: string };
export type UploadReason = "too_large" | "type" | "dimensions" | "unreadable" | "field" | "network" | "other";

/**
 * Why the server refused an upload (ADR 0021: 413 above 20 MiB, 415 not an accepted image type,
 * 422 too many pixels or undecodable, 400 a field), for the finder to say in the editor's
 * language; `detail` is the server's own sentence (it names the image's size, for instance).
 */
export function uploadProblem(status: number, body: EditorError | null): UploadProblem {
  const detail = body?.detail ?? "";
  if (status === 0) return { field: "", reason: "network", detail };
  if (status === 413) return { field: "file", reason: "too_large", detail };
  if (status === 415) return { field: "file", reason: "type", detail };
  if (status === 422) {
    return { field: "file", reason: body?.error === "image_dimensions" ? "dimensions" : "unreadable", detail };
  }
  if (status === 400) {
    const field = body?.field === "alt" || body?.field === "title" || body?.field === "file" ? body.field : "";
    return { field, reason: "field", detail };
  }
  return { field: "", reason: "other", detail };
}

/** An event's or article's time, Berlin time (SPEC §9), in the editor's language. */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}
