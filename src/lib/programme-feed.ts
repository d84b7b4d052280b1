import type { Lang } from "./languages";

/**
 * The programme as a calendar feed (issue 29, ADR 0038): one URL per filter, built the same way
 * by the worker (its edge cache key) and the subscribe dialog (the links it offers).
 */

/** The filter values of a feed: the events list's keys, as ids or words. */
type FeedFilters = Readonly<Record<string, string | number | undefined>>;

/**
 * `/{lang}/api/events.ics?…` with the keys sorted and empty values dropped, so a filter has one
 * URL whichever order its keys came in.
 */
export function programmeFeedPath(lang: Lang, filters: FeedFilters): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key];
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const search = query.toString();
  return `/${lang}/api/events.ics${search ? `?${search}` : ""}`;
}

interface FeedLinks {
  https: string;
  /** The same address for calendar apps that subscribe on opening a link (Apple Calendar, Thunderbird …). */
  webcal: string;
  google: string;
  outlook: string;
}

/** The ways to subscribe to the feed at `url` (absolute https URL), `name` naming it in Outlook. */
export function feedLinks(url: string, name: string): FeedLinks {
  const webcal = url.replace(/^https?:/, "webcal:");
  return {
    https: url,
    webcal,
    google: `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcal })}`,
    // Outlook on the web fetches an https address more reliably than a webcal one.
    outlook: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url, name })}`,
  };
}
