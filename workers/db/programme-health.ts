import { addDays } from "../../src/schemas/hub";
import {
  HEALTH_KINDS,
  HEALTH_PERIOD_DAYS,
  type HealthCounts,
  type HealthKind,
  type HealthRow,
  NOT_FOUND_MIN_HITS,
} from "../../src/schemas/hub-health";
import { countAndPage, pageOffset } from "./shared";
import { detailUrl, pageUrl } from "./urls";

/**
 * Programme health (issue 27 point 5): one query per kind of problem, counted for the hub's
 * start page and listed page by page. Every query binds `?1` = now (a stored instant) and `?2` =
 * the first day of the period the logs are read for: nothing reads the clock inside SQL, so a
 * test decides what is past. Events count only while visitors can find them (online, not yet
 * begun); migration 0024's partial indexes hold exactly those of each event kind, so counting
 * them reads an index range, not the events.
 */

/** What a kind's query selects; `toRow` turns it into the row and its fix link. */
interface ProblemRow {
  id: number;
  label: string;
  detail: string | null;
  date: string | null;
  hits: number | null;
  /** The path of a page or of a 404, the keyword of a search, the resource of an item with an image, a teaser's name. */
  ref: string | null;
  lang: string | null;
}

/** An upcoming date visitors can find (the partial indexes of 0024 repeat this condition). */
const UPCOMING_EVENT = "e.is_online = 1 AND e.date_start >= ?1";

/**
 * The same, for a probe by another column (an image, a production): the unary `+` keeps the
 * planner off events_list (is_online, date_start, …), which without statistics it prefers and
 * which would make each probe a scan of every upcoming date (seconds at 20 000 events).
 */
const UPCOMING_EVENT_BY_OTHER_INDEX = "+e.is_online = 1 AND e.date_start >= ?1";

/** Whether item `alias` has no alt text of its own in `lang` (a save stores an empty one as NULL). */
const MISSING_ALT = (alias: string, lang: "de" | "en") => `coalesce(${alias}.image_alt_${lang}, '') = ''`;

/** An item showing an image without its own alt text in both languages (0028's partial index repeats it). */
const IMAGE_WITHOUT_ALT = (alias: string) =>
  `coalesce(${alias}.image, '') <> '' AND (${MISSING_ALT(alias, "de")} OR ${MISSING_ALT(alias, "en")})`;

/** The start of the public detail path of an event in `lang` (`/de/programm/`). */
function eventPathPrefix(lang: "de" | "en"): string {
  const sample = detailUrl("event", lang, "s", 1);
  return sample.slice(0, -"s/1".length);
}

/**
 * The id of the event a stored link (`/de/programm/slug/12`, a full URL, with a query or a
 * fragment) leads to: its last path segment's digits; 0 (no event) when it ends otherwise.
 */
function linkedEventId(link: string): string {
  const cutAt = (text: string, char: string) =>
    `iif(instr(${text}, '${char}') > 0, substr(${text}, 1, instr(${text}, '${char}') - 1), ${text})`;
  const bare = `rtrim(${cutAt(cutAt(link, "#"), "?")}, '/')`;
  return `CAST(replace(${bare}, rtrim(${bare}, '0123456789'), '') AS INTEGER)`;
}

/** Whether a stored link leads to an event's detail page, in either language. */
function isEventLink(link: string): string {
  return `(${link} LIKE '%${eventPathPrefix("de")}%' OR ${link} LIKE '%${eventPathPrefix("en")}%')`;
}

/** The event a teaser's link (either language's; NULL: none) leads to, else 0. */
function teaserEventId(link: string): string {
  return `iif(${isEventLink(link)}, ${linkedEventId(link)}, 0)`;
}

/** A date visitors would follow a link to in vain: cancelled, or over. */
const GONE_EVENT = "(e.status = 'cancelled' OR coalesce(e.date_end, e.date_start) < ?1)";

/** The link column of a page module (link, teaser, full teaser store it as `link`). */
const MODULE_LINK = "json_extract(m.data, '$.link')";

/**
 * A page's structure in one language: its sections in order, each with the models of what it
 * holds (column by column), e.g. `section(headline,text),event_list()`.
 */
const PAGE_SHAPES = `WITH shape AS (
  SELECT s.page_id, s.lang, group_concat(
    s.model || '(' || coalesce((
      SELECT group_concat(c.model, ',' ORDER BY c.column_index, c.position, c.id)
        FROM page_modules c WHERE c.parent_id = s.id
    ), '') || ')', ',' ORDER BY s.position, s.id) AS shape
  FROM page_modules s WHERE s.parent_id IS NULL
  GROUP BY s.page_id, s.lang
)`;

interface KindQuery {
  /** The statement of the kind's rows, without ORDER BY (the count wraps it). */
  rows: string;
  order: string;
  /** A CTE the rows need, before SELECT. */
  with?: string;
}

const QUERIES: Record<HealthKind, KindQuery> = {
  "events-english": {
    rows: `SELECT e.id, e.title_de AS label, iif(e.title_en = '', 'title_en', 'description_en') AS detail,
        e.date_start AS date, NULL AS hits, NULL AS ref, NULL AS lang
      FROM events e WHERE ${UPCOMING_EVENT} AND (e.title_en = '' OR coalesce(e.description_en, '') = '')`,
    order: "ORDER BY date, id",
  },
  "productions-english": {
    rows: `SELECT p.id, p.title_de AS label, iif(p.title_en = '', 'title_en', 'description_en') AS detail,
        NULL AS date, NULL AS hits, NULL AS ref, NULL AS lang
      FROM productions p WHERE p.is_online = 1 AND (p.title_en = '' OR coalesce(p.description_en, '') = '')`,
    order: "ORDER BY label, id",
  },
  "events-image": {
    rows: `SELECT e.id, e.title_de AS label, NULL AS detail, e.date_start AS date, NULL AS hits, NULL AS ref, NULL AS lang
      FROM events e WHERE ${UPCOMING_EVENT} AND (e.image IS NULL OR e.image = '')`,
    order: "ORDER BY date, id",
  },
  "productions-image": {
    rows: `SELECT p.id, p.title_de AS label, NULL AS detail, NULL AS date, NULL AS hits, NULL AS ref, NULL AS lang
      FROM productions p WHERE p.is_online = 1 AND (p.image IS NULL OR p.image = '')`,
    order: "ORDER BY label, id",
  },
  // One row per item whose image lacks its own alt text in a language (the public pages then say
  // the title): the item's form is where that text is written. `ref` names the item's resource.
  "image-alt": {
    rows: `SELECT e.id, e.title_de AS label, iif(${MISSING_ALT("e", "de")}, 'alt_de', 'alt_en') AS detail,
        e.date_start AS date, NULL AS hits, 'events' AS ref, NULL AS lang
      FROM events e WHERE ${UPCOMING_EVENT} AND ${IMAGE_WITHOUT_ALT("e")}
      UNION ALL
      SELECT p.id, p.title_de, iif(${MISSING_ALT("p", "de")}, 'alt_de', 'alt_en'), NULL, NULL, 'productions', NULL
      FROM productions p WHERE p.is_online = 1 AND ${IMAGE_WITHOUT_ALT("p")}`,
    order: "ORDER BY label, ref, id",
  },
  // Dates sold here (no ticket link elsewhere) that are still on sale but have nothing to sell.
  "events-price": {
    rows: `SELECT e.id, e.title_de AS label, NULL AS detail, e.date_start AS date, NULL AS hits, NULL AS ref, NULL AS lang
      FROM events e
      WHERE ${UPCOMING_EVENT} AND e.has_tickets = 1 AND e.status = 'scheduled' AND coalesce(e.ticket_url, '') = ''
        AND NOT EXISTS (SELECT 1 FROM prices pr WHERE pr.event_id = e.id)`,
    order: "ORDER BY date, id",
  },
  "productions-dates": {
    rows: `SELECT p.id, p.title_de AS label, NULL AS detail,
        (SELECT max(e.date_start) FROM events e WHERE e.production_id = p.id) AS date,
        NULL AS hits, NULL AS ref, NULL AS lang
      FROM productions p
      WHERE p.is_online = 1
        AND NOT EXISTS (SELECT 1 FROM events e WHERE e.production_id = p.id AND ${UPCOMING_EVENT_BY_OTHER_INDEX})`,
    order: "ORDER BY label, id",
  },
  // Links of shown modules of online pages and of teasers still ahead in the programme, to a
  // date that is cancelled or over. `id` is the module's (`ref` its page's path in its `lang`) or
  // the teaser's (`ref` its name, no `lang`): one row per teaser, the earlier date when its two
  // languages link to two (SQLite takes the other columns from the row of `min`).
  "stale-links": {
    rows: `SELECT m.id, e.title_de AS label,
          iif(e.status = 'cancelled', 'cancelled', 'past') AS detail,
          e.date_start AS date, NULL AS hits, iif(m.lang = 'en', pg.path_en, pg.path_de) AS ref, m.lang
        FROM page_modules m
        JOIN pages pg ON pg.id = m.page_id AND pg.is_online = 1
        JOIN events e ON e.id = ${linkedEventId(MODULE_LINK)}
        WHERE ${MODULE_LINK} IS NOT NULL AND ${isEventLink(MODULE_LINK)}
          AND (m.online_to IS NULL OR m.online_to > ?1) AND ${GONE_EVENT}
      UNION ALL
      SELECT t.id, e.title_de AS label,
          iif(e.status = 'cancelled', 'cancelled', 'past') AS detail,
          min(e.date_start) AS date, NULL AS hits, t.name_de AS ref, NULL AS lang
        FROM event_teasers t
        JOIN events e ON e.id IN (${teaserEventId("t.link")}, ${teaserEventId("t.link_en")})
        WHERE t.is_online = 1 AND t.position >= substr(?1, 1, 10) AND ${GONE_EVENT}
        GROUP BY t.id`,
    order: "ORDER BY lang IS NULL, date, id",
  },
  "page-sections": {
    with: PAGE_SHAPES,
    rows: `SELECT pg.id, pg.title_de AS label, NULL AS detail, NULL AS date, NULL AS hits, pg.path_en AS ref,
        'en' AS lang
      FROM pages pg
      LEFT JOIN shape d ON d.page_id = pg.id AND d.lang = 'de'
      LEFT JOIN shape n ON n.page_id = pg.id AND n.lang = 'en'
      WHERE pg.is_online = 1 AND coalesce(d.shape, '') <> coalesce(n.shape, '')`,
    order: "ORDER BY ref, id",
  },
  // Terms whose every search of the period found nothing (keywords are stored lower-cased).
  searches: {
    rows: `SELECT 0 AS id, keyword AS label, lang AS detail, max(last_at) AS date, sum(count) AS hits,
        keyword AS ref, lang
      FROM search_terms_daily WHERE day >= ?2 AND day <= substr(?1, 1, 10)
      GROUP BY lang, keyword HAVING sum(no_result_count) = sum(count)`,
    order: "ORDER BY hits DESC, label, lang",
  },
  "not-found": {
    rows: `SELECT 0 AS id, d.path AS label, NULL AS detail, max(d.last_seen) AS date, sum(d.count) AS hits,
        d.path AS ref, NULL AS lang
      FROM error_paths_daily d
      WHERE d.day >= ?2 AND d.day <= substr(?1, 1, 10) AND d.status = 404
        AND NOT EXISTS (SELECT 1 FROM redirects r WHERE r.old_path = d.path)
      GROUP BY d.path HAVING sum(d.count) > ${NOT_FOUND_MIN_HITS}`,
    order: "ORDER BY hits DESC, label",
  },
};

const hubItem = (resource: string, id: number) => `/cms-hub/${resource}/${id}/`;
const withQuery = (path: string, q: string) => `${path}?q=${encodeURIComponent(q)}`;

/** A problem on a page: the page's public path is where it sits, its editor (`?edit`) fixes it. */
function modulePage(base: Omit<HealthRow, "key" | "fix">, key: string, lang: "de" | "en", path: string): HealthRow {
  const url = pageUrl(lang, path);
  return { ...base, key, place: url, fix: `${url}?edit` };
}

/** The row of a problem and the screen that fixes it. */
function toRow(kind: HealthKind, row: ProblemRow): HealthRow {
  const base = { label: row.label, detail: row.detail, place: null, date: row.date, hits: row.hits };
  switch (kind) {
    case "image-alt":
      return row.ref === "productions"
        ? { ...base, key: `production:${row.id}`, fix: hubItem("productions", row.id) }
        : { ...base, key: `event:${row.id}`, fix: hubItem("events", row.id) };
    case "events-english":
    case "events-image":
    case "events-price":
      return { ...base, key: `event:${row.id}`, fix: hubItem("events", row.id) };
    case "productions-english":
    case "productions-image":
    case "productions-dates":
      return { ...base, key: `production:${row.id}`, fix: hubItem("productions", row.id) };
    case "stale-links":
      // A module is fixed in its page's editor (in the module's language), a teaser in its form.
      if (row.lang === null) {
        return { ...base, key: `teaser:${row.id}`, place: row.ref, fix: hubItem("event-teasers", row.id) };
      }
      return modulePage(base, `module:${row.id}`, row.lang === "en" ? "en" : "de", row.ref ?? "/");
    case "page-sections":
      return modulePage(base, `page:${row.id}`, "en", row.ref ?? "/");
    case "searches":
      return {
        ...base,
        key: `search:${row.lang}:${row.ref}`,
        fix: withQuery("/cms-hub/dashboard/searches", row.ref ?? ""),
      };
    case "not-found":
      return { ...base, key: `path:${row.ref}`, fix: withQuery("/cms-hub/settings/redirects", row.ref ?? "") };
  }
}

/**
 * `sql` with its parameters: `?1` now, `?2` the first day of the logs' period ending today, then
 * `more`. D1 refuses more values than the statement's highest `?n`, and a kind may leave out `?2`.
 */
function prepared(db: D1Database, sql: string, now: string, ...more: unknown[]): D1PreparedStatement {
  const values = [now, addDays(now.slice(0, 10), 1 - HEALTH_PERIOD_DAYS), ...more];
  const highest = Math.max(...Array.from(sql.matchAll(/\?(\d+)/g), (match) => Number(match[1])));
  return db.prepare(sql).bind(...values.slice(0, highest));
}

function countStatement(db: D1Database, kind: HealthKind, now: string): D1PreparedStatement {
  const query = QUERIES[kind];
  return prepared(db, `${query.with ?? ""} SELECT count(*) AS n FROM (${query.rows})`, now);
}

/** The number of problems of every kind, in one round trip. */
export async function healthCounts(db: D1Database, now: string): Promise<HealthCounts> {
  const results = await db.batch<{ n: number }>(HEALTH_KINDS.map((kind) => countStatement(db, kind, now)));
  const counts = {} as HealthCounts;
  HEALTH_KINDS.forEach((kind, index) => {
    counts[kind] = results[index]?.results[0]?.n ?? 0;
  });
  return counts;
}

/** One page of a kind's problems, in the kind's order. */
export async function healthProblems(
  db: D1Database,
  kind: HealthKind,
  now: string,
  page: { page: number; page_size: number },
): Promise<{ count: number; results: HealthRow[] }> {
  const query = QUERIES[kind];
  const { count, rows } = await countAndPage<ProblemRow>(
    db,
    countStatement(db, kind, now),
    prepared(
      db,
      `${query.with ?? ""} SELECT * FROM (${query.rows}) ${query.order} LIMIT ?3 OFFSET ?4`,
      now,
      page.page_size,
      pageOffset(page.page, page.page_size),
    ),
  );
  return { count, results: rows.map((row) => toRow(kind, row)) };
}
