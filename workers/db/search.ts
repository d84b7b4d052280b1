import type { Lang } from "../../src/lib/languages";
import type { EventStatus } from "../../src/schemas/events";
import type { AutocompleteSuggestion, SearchKind, SearchResult } from "../../src/schemas/search";
import { col } from "./shared";
import { detailUrl, pageUrl } from "./urls";

/**
 * search_index rowids encode the document (0003_search.sql): rowid = ref_id * 16 + kind_code * 2
 * + (lang = 'en'). Filtering on rowid arithmetic needs no read of the UNINDEXED columns.
 */
const kindCodes: Record<SearchKind, number> = { event: 0, production: 1, article: 2, page: 3, person: 4, venue: 5 };
const EVENT_CODE = kindCodes.event;
const ARTICLE_CODE = kindCodes.article;

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 64;

/**
 * User text → a safe FTS5 query: the text is cut into words (letters, digits, combining marks;
 * everything else — quotes, operators, `*`, `-`, parentheses, NEAR — is a separator) and every
 * word becomes a quoted term, so nothing the user types is FTS syntax. Words of two or more
 * characters match as prefixes; a single character matches only as a whole word, because a
 * one-letter prefix would walk a large part of the index. `column` restricts every term to a
 * column. Null when the text has no words.
 */
export function ftsQuery(text: string, column?: "title"): string | null {
  const words = searchWords(text);
  const terms = words.slice(0, MAX_TERMS).map((word) => {
    const term = `"${word.slice(0, MAX_TERM_LENGTH)}"${word.length > 1 ? "*" : ""}`;
    return column ? `${column} : ${term}` : term;
  });
  return terms.length === 0 ? null : terms.join(" AND ");
}

/** The words of a search text, as ftsQuery sees them. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  );
}

export type SearchGroup = "events" | "others";

/**
 * Visibility rules on top of MATCH for the non-event documents: the language (rowid bit 0) and
 * articles only once published (the index holds every online article, with its date).
 */
function othersWhere(): string {
  const kind = "((s.rowid >> 1) & 7)";
  return `search_index MATCH ?1 AND (s.rowid & 1) = ?2 AND ${kind} != ${EVENT_CODE}
    AND (${kind} != ${ARTICLE_CODE} OR s.date <= ?3)`;
}

/**
 * Upcoming matching events, driven by the events table: the match only yields rowids (event
 * documents of the language have rowid & 15 = language bit, so no FTS column is read), and the
 * date filter and order come from the events list index instead of one content read per match.
 */
function eventsWhere(): string {
  return `e.is_online = 1 AND e.date_start >= ?3
    AND e.id IN (SELECT s.rowid >> 4 FROM search_index s WHERE search_index MATCH ?1 AND (s.rowid & 15) = ?2)`;
}

/** Slug (or page path) of the document's entity, for its URL; evaluated for the picked rows only. */
function slugColumn(lang: Lang): string {
  const L = col(lang);
  return `CASE s.kind
    WHEN 'event' THEN (SELECT slug_${L} FROM events WHERE id = s.ref_id)
    WHEN 'production' THEN (SELECT slug_${L} FROM productions WHERE id = s.ref_id)
    WHEN 'article' THEN (SELECT slug_${L} FROM articles WHERE id = s.ref_id)
    WHEN 'page' THEN (SELECT path_${L} FROM pages WHERE id = s.ref_id)
    WHEN 'person' THEN (SELECT slug_${L} FROM persons WHERE id = s.ref_id)
    WHEN 'venue' THEN (SELECT slug_${L} FROM venues WHERE id = s.ref_id)
  END`;
}

function documentUrl(lang: Lang, kind: SearchKind, id: number, slug: string): string {
  return kind === "page" ? pageUrl(lang, slug) : detailUrl(kind, lang, slug, id);
}

interface ResultRow {
  kind: SearchKind;
  ref_id: number;
  title: string;
  date: string | null;
  text: string;
  slug: string | null;
  status: EventStatus | null;
  previous_date_start: string | null;
}

function mapResult(row: ResultRow, lang: Lang): SearchResult {
  return {
    kind: row.kind,
    id: row.ref_id,
    title: row.title,
    url: documentUrl(lang, row.kind, row.ref_id, row.slug ?? ""),
    text: row.text.trim(),
    date: row.date,
    status: row.status,
    previous_date_start: row.previous_date_start,
  };
}

/**
 * Statements for one page of a group and its count. Events come by date (the next performance
 * first: many share a title, so relevance cannot tell them apart), the others by bm25 rank.
 * The sort sees only ids and keys; columns, slugs and snippets are read for the picked page
 * only (MATERIALIZED keeps SQLite from merging the two steps).
 */
function groupStatements(
  db: D1Database,
  lang: Lang,
  match: string,
  now: string,
  group: SearchGroup,
  page: { limit: number; offset: number },
): [D1PreparedStatement, D1PreparedStatement] {
  const langBit = lang === "en" ? 1 : 0;
  const columns = `s.kind, s.ref_id, s.title, s.date, ${slugColumn(lang)} AS slug,
    snippet(search_index, 5, '', '', '…', 24) AS text`;
  if (group === "events") {
    const count = db.prepare(`SELECT count(*) AS count FROM events e WHERE ${eventsWhere()}`).bind(match, langBit, now);
    // The status is read live from the events table: the index document keeps only texts.
    const results = db
      .prepare(
        `WITH pick AS MATERIALIZED (
           SELECT e.id, e.date_start FROM events e WHERE ${eventsWhere()}
            ORDER BY e.date_start, e.id LIMIT ?4 OFFSET ?5)
         SELECT ${columns}, e.status, e.previous_date_start
           FROM pick JOIN search_index s ON s.rowid = pick.id * 16 + ?2 JOIN events e ON e.id = pick.id
          WHERE search_index MATCH ?1 ORDER BY pick.date_start, pick.id`,
      )
      .bind(match, langBit, now, page.limit, page.offset);
    return [count, results];
  }
  // bm25() rather than the rank column: ORDER BY rank makes FTS5 score and sort every match
  // before SQLite applies the rowid filters; bm25() is only computed for rows that pass them.
  const count = db
    .prepare(`SELECT count(*) AS count FROM search_index s WHERE ${othersWhere()}`)
    .bind(match, langBit, now);
  const results = db
    .prepare(
      `WITH pick AS MATERIALIZED (
         SELECT s.rowid AS doc, bm25(search_index) AS k FROM search_index s WHERE ${othersWhere()}
          ORDER BY k, s.rowid LIMIT ?4 OFFSET ?5)
       SELECT ${columns}, NULL AS status, NULL AS previous_date_start FROM pick JOIN search_index s ON s.rowid = pick.doc
        WHERE search_index MATCH ?1 ORDER BY pick.k, pick.doc`,
    )
    .bind(match, langBit, now, page.limit, page.offset);
  return [count, results];
}

function readGroup(
  countResult: D1Result<unknown> | undefined,
  pageResult: D1Result<unknown> | undefined,
  lang: Lang,
): { count: number; results: SearchResult[] } {
  const count = (countResult?.results[0] as { count: number } | undefined)?.count ?? 0;
  const rows = (pageResult?.results ?? []) as (ResultRow & { text: string | null })[];
  return { count, results: rows.map((row) => mapResult({ ...row, text: row.text ?? "" }, lang)) };
}

/** One page of one result group with its total. */
export async function searchGroup(
  db: D1Database,
  lang: Lang,
  match: string,
  now: string,
  group: SearchGroup,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: SearchResult[] }> {
  const [countResult, pageResult] = await db.batch<unknown>(groupStatements(db, lang, match, now, group, page));
  return readGroup(countResult, pageResult, lang);
}

/** The first page of both groups with their totals, in one round trip. */
export async function searchOverview(
  db: D1Database,
  lang: Lang,
  match: string,
  now: string,
  pageSize: number,
): Promise<Record<SearchGroup, { count: number; results: SearchResult[] }>> {
  const page = { limit: pageSize, offset: 0 };
  const [eventCount, eventPage, otherCount, otherPage] = await db.batch<unknown>([
    ...groupStatements(db, lang, match, now, "events", page),
    ...groupStatements(db, lang, match, now, "others", page),
  ]);
  return { events: readGroup(eventCount, eventPage, lang), others: readGroup(otherCount, otherPage, lang) };
}

/** Event documents read for autocomplete: the newest matches, enough to cover the distinct titles. */
const AUTOCOMPLETE_EVENT_WINDOW = 200;

/**
 * Title suggestions (distinct titles). Events are many and share their production's title, so
 * they are not ranked one by one: pages, productions, articles, persons and venues come by
 * bm25 rank, then the titles of the newest matching event documents that have an upcoming
 * event. Titles starting with the first typed word move to the front.
 */
export async function autocomplete(
  db: D1Database,
  lang: Lang,
  match: string,
  firstWord: string,
  now: string,
  limit: number,
): Promise<AutocompleteSuggestion[]> {
  const kind = "((s.rowid >> 1) & 7)";
  const langBit = lang === "en" ? 1 : 0;
  type Row = { kind: SearchKind; ref_id: number | null; title: string; slug: string | null };
  const [others, events] = await db.batch<Row>([
    db
      .prepare(
        `WITH pick AS MATERIALIZED (
           SELECT s.rowid AS doc, bm25(search_index) AS r FROM search_index s WHERE ${othersWhere()}
            ORDER BY r LIMIT ?4)
         SELECT s.kind, s.ref_id, s.title, ${slugColumn(lang)} AS slug
           FROM pick JOIN search_index s ON s.rowid = pick.doc ORDER BY pick.r, pick.doc`,
      )
      .bind(match, langBit, now, limit * 2),
    db
      .prepare(
        `WITH pick AS MATERIALIZED (
           SELECT s.rowid AS doc FROM search_index s
            WHERE search_index MATCH ?1 AND (s.rowid & 1) = ?2 AND ${kind} = ${EVENT_CODE}
            ORDER BY s.rowid DESC LIMIT ?4),
         titles AS (
           SELECT s.title, min(CASE WHEN s.date >= ?3 THEN s.ref_id END) AS ref_id
             FROM pick JOIN search_index s ON s.rowid = pick.doc GROUP BY s.title)
         SELECT 'event' AS kind, t.ref_id, t.title, e.slug_${col(lang)} AS slug
           FROM titles t JOIN events e ON e.id = t.ref_id ORDER BY t.title`,
      )
      .bind(match, langBit, now, AUTOCOMPLETE_EVENT_WINDOW),
  ]);
  const rows = [...(others?.results ?? []), ...(events?.results ?? [])];
  const startsWithWord = (title: string) => title.toLowerCase().startsWith(firstWord);
  // Stable: within each half the bm25 / title order stays.
  rows.sort((a, b) => Number(startsWithWord(b.title)) - Number(startsWithWord(a.title)));
  const seen = new Set<string>();
  const suggestions: AutocompleteSuggestion[] = [];
  for (const row of rows) {
    const key = row.title.trim().toLowerCase();
    if (row.ref_id === null || seen.has(key)) continue;
    seen.add(key);
    suggestions.push({
      title: row.title,
      url: documentUrl(lang, row.kind, row.ref_id, row.slug ?? ""),
      kind: row.kind,
    });
    if (suggestions.length === limit) break;
  }
  return suggestions;
}

/**
 * Dashboard statistics of searches (the overview call only: one row per submitted search). The
 * keyword is kept lower-cased, so the dashboard counts 'Oper' and 'oper' as one term.
 */
export async function logSearchKeyword(
  db: D1Database,
  lang: Lang,
  keyword: string,
  resultCount: number,
  now: string,
): Promise<void> {
  await db
    .prepare("INSERT INTO search_keywords (lang, keyword, result_count, created_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(lang, keyword.toLowerCase().slice(0, 200), resultCount, now)
    .run();
}
