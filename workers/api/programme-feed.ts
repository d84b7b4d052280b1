import { Hono } from "hono";
import { createTranslator, loadMessages } from "../../src/i18n/messages";
import type { AccessFeature } from "../../src/lib/access-features";
import type { Lang } from "../../src/lib/languages";
import { programmeFeedPath } from "../../src/lib/programme-feed";
import { EventsFeedQuery } from "../../src/schemas/events";
import type { FilterOptionKind } from "../../src/schemas/filter-options";
import { readFilterOptions } from "../cache/content";
import { contentGeneration } from "../cache/generation";
import { memoSeconds } from "../cache/memo-seconds";
import { listFeedEvents } from "../db/events";
import type { AppEnv } from "../env";
import { pageCacheKey } from "../ssr/page-cache";
import { listStart } from "./days";
import { buildIcs, icsEventOf } from "./ics";
import { validQuery } from "./validate";

/**
 * The programme as a subscribable calendar (issue 29, ADR 0038): GET /{lang}/api/events.ics with
 * the events list's filter keys. Every future date of the filter, kept in the edge cache under
 * the content generation like a page, so a back-office save makes the next fetch fresh.
 */
export const programmeFeedApi = new Hono<AppEnv>();

/** The most dates one feed lists (the first ones); a filter on the whole programme stays well below it. */
const MAX_FEED_DATES = 1000;

/** What the feed asks clients to keep to: a cancellation should reach a subscriber the same day. */
const REFRESH_HOURS = 1;

/**
 * How long a data centre keeps a feed. Saves make it miss sooner (the generation); this bounds
 * what no save announces, dates passing into the past.
 */
const EDGE_CACHE_SECONDS = 3600;

const FEED_HEADERS = {
  "Content-Type": "text/calendar; charset=utf-8",
  // Clients may keep it a few minutes; the edge answers their next fetch cheaply.
  "Cache-Control": "public, max-age=300",
};

/** The option lists that name a filter's values (a key without one is named by its value). */
const optionKinds: Readonly<Record<string, FilterOptionKind>> = {
  room: "rooms",
  type: "exhibition-types",
  tag: "event-tags",
  series: "series",
  genre: "genres",
};

type Defer = (promise: Promise<unknown>) => void;

/** 'Kulturwerk – Programm: Großer Saal, Konzert': the calendar's name in the subscriber's list. */
async function feedName(env: Env, lang: Lang, query: EventsFeedQuery, defer: Defer): Promise<string> {
  await loadMessages(lang);
  const t = createTranslator(lang);
  const entries = Object.entries(query as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const names = await Promise.all(
    entries
      .sort(([a], [b]) => a.localeCompare(b))
      .map(async ([key, value]) => {
        if (key === "access" && Array.isArray(value)) {
          return (value as AccessFeature[]).map((feature) => t(`access.feature.${feature}`)).join(", ");
        }
        const kind = optionKinds[key];
        const options = kind ? await readFilterOptions(env, kind, lang, defer) : [];
        return options.find((option) => option.id === value)?.name ?? `${key}: ${String(value)}`;
      }),
  );
  const base = `${env.SITE_NAME} – ${t("events.title")}`;
  return names.length > 0 ? `${base}: ${names.join(", ")}` : base;
}

programmeFeedApi.get("/:lang{de|en}/api/events.ics", validQuery(EventsFeedQuery), async (c) => {
  const query = c.req.valid("query");
  const lang = c.get("lang");
  // One entry per filter whatever the order or extra keys of the request (the canonical URL).
  const source = `${new URL(c.req.url).origin}${programmeFeedPath(lang, query as Record<string, number | string>)}`;
  // The generation is read before the events: a load overlapping a save is stored under the old one.
  const key = memoSeconds(c.env) > 0 ? pageCacheKey(source, await contentGeneration(c.env)) : null;
  const stored = key ? await caches.default.match(key) : undefined;
  if (stored) return c.body(await stored.text(), 200, { ...FEED_HEADERS, "X-Page-Cache": "hit" });

  const defer: Defer = (promise) => c.executionCtx.waitUntil(promise);
  const [events, name] = await Promise.all([
    listFeedEvents(c.env.DB, lang, { ...query, from: listStart(undefined) }, MAX_FEED_DATES),
    feedName(c.env, lang, query, defer),
  ]);
  const { text } = buildIcs(
    events.map((event) => icsEventOf(c.req.url, event)),
    { now: new Date(), feed: { name, source, refreshHours: REFRESH_HOURS } },
  );
  if (key) {
    const copy = new Response(text, {
      headers: {
        "Content-Type": FEED_HEADERS["Content-Type"],
        "Cache-Control": `public, max-age=${EDGE_CACHE_SECONDS}`,
      },
    });
    // A cache that refuses the feed leaves it uncached.
    defer(caches.default.put(key, copy).catch(() => undefined));
  }
  return c.body(text, 200, FEED_HEADERS);
});
