import type { Lang } from "../../src/lib/languages";
import type {
  EventTeaserBody,
  EventTeaserItem,
  EventTeaserListQuery,
  TeaserTargetKind,
} from "../../src/schemas/back-office/event-teasers";
import type { FieldProblem } from "../api/hub/items";
import { bool, containsPattern, countAndPage, orderBy, pageOffset, sqlFilter } from "./shared";
import { bothUrls } from "./urls";

/**
 * The SQL of the programme's teasers in the back office (issue 27): each points to an event or
 * a production; its link columns are written with the target's public paths, which the public
 * teaser list reads and by which the target's delete finds the teaser (hub-links.ts).
 */

const TARGET_TABLES = { event: "events", production: "productions" } as const satisfies Record<
  TeaserTargetKind,
  string
>;

interface TeaserRow {
  id: number;
  revision: number;
  name_de: string;
  name_en: string;
  target_kind: TeaserTargetKind | null;
  target_id: number | null;
  target_title: string | null;
  target_slug_de: string | null;
  target_slug_en: string | null;
  preline_de: string | null;
  preline_en: string | null;
  headline_de: string;
  headline_en: string;
  subline_de: string | null;
  subline_en: string | null;
  link_text_de: string | null;
  link_text_en: string | null;
  image: string | null;
  position: string;
  is_online: number;
}

/** The target's column `column` of teaser `t`, whichever table it is in. */
const targetColumn = (column: string) =>
  `CASE t.target_kind WHEN 'event' THEN (SELECT x.${column} FROM events x WHERE x.id = t.target_id)
     WHEN 'production' THEN (SELECT x.${column} FROM productions x WHERE x.id = t.target_id) END`;

function columns(lang: Lang): string {
  return `t.id, t.revision, t.name_de, t.name_en, t.target_kind, t.target_id, ${targetColumn(`title_${lang}`)} AS target_title,
    ${targetColumn("slug_de")} AS target_slug_de, ${targetColumn("slug_en")} AS target_slug_en,
    t.preline_de, t.preline_en, t.headline_de, t.headline_en, t.subline_de, t.subline_en, t.link_text_de,
    t.link_text_en, t.image, t.position, t.is_online`;
}

function toItem({ target_slug_de, target_slug_en, ...row }: TeaserRow): EventTeaserItem {
  return {
    ...row,
    is_online: bool(row.is_online),
    urls:
      row.target_kind === null || row.target_id === null || target_slug_de === null || target_slug_en === null
        ? null
        : bothUrls(row.target_kind, { de: target_slug_de, en: target_slug_en }, row.target_id),
  };
}

export async function listHubTeasers(
  db: D1Database,
  query: EventTeaserListQuery,
  lang: Lang,
): Promise<{ count: number; results: EventTeaserItem[] }> {
  const filter = sqlFilter();
  if (query.q) {
    const pattern = filter.param(containsPattern(query.q));
    filter.conditions.push(
      `(${["name_de", "name_en", "headline_de", "headline_en"].map((column) => `t.${column} LIKE ${pattern} ESCAPE '\\'`).join(" OR ")})`,
    );
  }
  if (query.online !== undefined) filter.conditions.push(`t.is_online = ${query.online === "yes" ? 1 : 0}`);
  const order = orderBy(
    { position: "t.position", name: `t.name_${lang} COLLATE NOCASE`, id: "t.id" },
    query.sort,
    query.order,
    "t.id",
  );
  const countParams = [...filter.params];
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<TeaserRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM event_teasers t ${filter.where()}`).bind(...countParams),
    db
      .prepare(
        `SELECT ${columns(lang)} FROM event_teasers t ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`,
      )
      .bind(...filter.params),
  );
  return { count, results: rows.map(toItem) };
}

export async function readHubTeaser(db: D1Database, id: number): Promise<EventTeaserItem | null> {
  const row = await db
    .prepare(`SELECT ${columns("de")} FROM event_teasers t WHERE t.id = ?1`)
    .bind(id)
    .first<TeaserRow>();
  return row ? toItem(row) : null;
}

async function targetSlugs(db: D1Database, kind: TeaserTargetKind, id: number) {
  return db
    .prepare(`SELECT slug_de AS de, slug_en AS en FROM ${TARGET_TABLES[kind]} WHERE id = ?1`)
    .bind(id)
    .first<{ de: string; en: string }>();
}

/** A teaser must point to an event or production that exists: a link to nothing is a dead end on the programme. */
export async function teaserProblems(db: D1Database, body: EventTeaserBody): Promise<FieldProblem[]> {
  return body.target_id !== null && (await targetSlugs(db, body.target_kind, body.target_id))
    ? []
    : [{ path: "target_id", message: `There is no such ${body.target_kind}` }];
}

export async function writeTeaser(
  db: D1Database,
  id: number,
  body: EventTeaserBody,
  create: boolean,
): Promise<D1PreparedStatement[]> {
  const slugs = body.target_id === null ? null : await targetSlugs(db, body.target_kind, body.target_id);
  if (!slugs || body.target_id === null)
    throw new Error(`unchecked teaser target ${body.target_kind} ${body.target_id}`);
  const urls = bothUrls(body.target_kind, slugs, body.target_id);
  const values = [
    body.name_de,
    body.name_en,
    body.target_kind,
    body.target_id,
    urls.de,
    urls.en,
    body.preline_de,
    body.preline_en,
    body.headline_de,
    body.headline_en,
    body.subline_de,
    body.subline_en,
    body.link_text_de,
    body.link_text_en,
    body.image,
    body.position,
    body.is_online ? 1 : 0,
    id,
  ] as const;
  return [
    create
      ? db
          .prepare(
            `INSERT INTO event_teasers (name_de, name_en, target_kind, target_id, link, link_en, preline_de, preline_en,
               headline_de, headline_en, subline_de, subline_en, link_text_de, link_text_en, image, position, is_online, id)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)`,
          )
          .bind(...values)
      : db
          .prepare(
            `UPDATE event_teasers SET name_de = ?1, name_en = ?2, target_kind = ?3, target_id = ?4, link = ?5, link_en = ?6,
               preline_de = ?7, preline_en = ?8, headline_de = ?9, headline_en = ?10, subline_de = ?11, subline_en = ?12,
               link_text_de = ?13, link_text_en = ?14, image = ?15, position = ?16, is_online = ?17
             WHERE id = ?18`,
          )
          .bind(...values),
  ];
}
