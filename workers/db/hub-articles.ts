import { parseInstant } from "../../src/lib/dates";
import type { Lang } from "../../src/lib/languages";
import {
  type ArticleBody,
  type ArticleItem,
  type ArticleListQuery,
  berlinWallTime,
} from "../../src/schemas/back-office/articles";
import type { FieldProblem } from "../api/hub/items";
import { linkReferences } from "./hub-links";
import { takenSlugs } from "./hub-slugs";
import { type ItemReference, referencesFrom } from "./items";
import { cleanRichText } from "./rich-text";
import { bool, containsPattern, countAndPage, isoSeconds, jsonList, orderBy, pageOffset, sqlFilter } from "./shared";
import { bothUrls } from "./urls";

/**
 * The SQL of the magazine's articles in the back office (issue 27): the list, one article with
 * its tags, its writes (tags in `article_tags_map`), the slug check and what shows it.
 */

interface ArticleRow {
  id: number;
  revision: number;
  title_de: string;
  title_en: string;
  slug_de: string;
  slug_en: string;
  teaser_de: string | null;
  teaser_en: string | null;
  body_de: string | null;
  body_en: string | null;
  image: string | null;
  image_alt_de: string | null;
  image_alt_en: string | null;
  author: string | null;
  published_at: string;
  category_id: number | null;
  category_name: string | null;
  tag_ids: string;
  is_online: number;
}

/** The Berlin wall-clock time of the body as the instant stored (`2031-05-01T07:30:00Z`). */
function storedInstant(wallTime: string): string {
  const instant = parseInstant(wallTime);
  if (!instant) throw new Error(`unchecked date ${wallTime}`);
  return isoSeconds(instant);
}

function columns(lang: Lang): string {
  return `a.id, a.revision, a.title_de, a.title_en, a.slug_de, a.slug_en, a.teaser_de, a.teaser_en, a.body_de,
    a.body_en, a.image, a.image_alt_de, a.image_alt_en, a.author, a.published_at, a.category_id,
    c.name_${lang} AS category_name, a.is_online,
    (SELECT json_group_array(tm.tag_id) FROM article_tags_map tm WHERE tm.article_id = a.id) AS tag_ids`;
}

const FROM = "FROM articles a LEFT JOIN article_categories c ON c.id = a.category_id";

function toItem(row: ArticleRow): ArticleItem {
  return {
    ...row,
    published_at: berlinWallTime(row.published_at) ?? row.published_at.slice(0, 16),
    tag_ids: jsonList<number>(row.tag_ids).sort((a, b) => a - b),
    is_online: bool(row.is_online),
    urls: bothUrls("article", { de: row.slug_de, en: row.slug_en }, row.id),
  };
}

export async function listHubArticles(
  db: D1Database,
  query: ArticleListQuery,
  lang: Lang,
): Promise<{ count: number; results: ArticleItem[] }> {
  const filter = sqlFilter();
  if (query.q) {
    const pattern = filter.param(containsPattern(query.q));
    filter.conditions.push(
      `(a.title_de LIKE ${pattern} ESCAPE '\\' OR a.title_en LIKE ${pattern} ESCAPE '\\' OR a.author LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (query.category !== undefined) filter.conditions.push(`a.category_id = ${filter.param(query.category)}`);
  if (query.online !== undefined) filter.conditions.push(`a.is_online = ${query.online === "yes" ? 1 : 0}`);
  const order = orderBy(
    { published_at: "a.published_at", title: `a.title_${lang} COLLATE NOCASE`, id: "a.id" },
    query.sort,
    query.order,
    "a.id",
  );
  const countParams = [...filter.params];
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<ArticleRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM articles a ${filter.where()}`).bind(...countParams),
    db
      .prepare(`SELECT ${columns(lang)} ${FROM} ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`)
      .bind(...filter.params),
  );
  return { count, results: rows.map(toItem) };
}

export async function readHubArticle(db: D1Database, id: number): Promise<ArticleItem | null> {
  const row = await db
    .prepare(`SELECT ${columns("de")} ${FROM} WHERE a.id = ?1`)
    .bind(id)
    .first<ArticleRow>();
  return row ? toItem(row) : null;
}

/** The slugs, and the category and tags the article names must exist. */
export async function articleProblems(db: D1Database, body: ArticleBody, id: number | null): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = await takenSlugs(db, "articles", body, id);
  const known = await db
    .prepare(
      `SELECT ?1 IS NULL OR EXISTS (SELECT 1 FROM article_categories WHERE id = ?1) AS category,
              (SELECT count(*) FROM article_tags WHERE id IN (SELECT value FROM json_each(?2))) AS tags`,
    )
    .bind(body.category_id, JSON.stringify(body.tag_ids))
    .first<{ category: number; tags: number }>();
  if (!known?.category) problems.push({ path: "category_id", message: "There is no such category" });
  if ((known?.tags ?? 0) !== body.tag_ids.length) problems.push({ path: "tag_ids", message: "There is no such tag" });
  return problems;
}

export function writeArticle(
  db: D1Database,
  id: number,
  body: ArticleBody,
  create: boolean,
  now: string,
): D1PreparedStatement[] {
  const values = [
    body.title_de,
    body.title_en,
    body.slug_de,
    body.slug_en,
    body.teaser_de,
    body.teaser_en,
    cleanRichText(body.body_de),
    cleanRichText(body.body_en),
    body.image,
    body.image_alt_de,
    body.image_alt_en,
    body.author,
    storedInstant(body.published_at),
    body.category_id,
    body.is_online ? 1 : 0,
    now,
    id,
  ] as const;
  const row = create
    ? db
        .prepare(
          `INSERT INTO articles (title_de, title_en, slug_de, slug_en, teaser_de, teaser_en, body_de, body_en, image,
             image_alt_de, image_alt_en, author, published_at, category_id, is_online, updated_at, id)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)`,
        )
        .bind(...values)
    : db
        .prepare(
          `UPDATE articles SET title_de = ?1, title_en = ?2, slug_de = ?3, slug_en = ?4, teaser_de = ?5, teaser_en = ?6,
             body_de = ?7, body_en = ?8, image = ?9, image_alt_de = ?10, image_alt_en = ?11, author = ?12,
             published_at = ?13, category_id = ?14, is_online = ?15, updated_at = ?16
           WHERE id = ?17`,
        )
        .bind(...values);
  return [
    row,
    db.prepare("DELETE FROM article_tags_map WHERE article_id = ?1").bind(id),
    db
      .prepare("INSERT INTO article_tags_map (article_id, tag_id) SELECT ?1, value FROM json_each(?2)")
      .bind(id, JSON.stringify(body.tag_ids)),
  ];
}

/**
 * The pages whose modules show the article (a blog teaser list's main teaser) or link to its
 * pages, and the teasers linking to them: its delete would leave them a gap or a dead link.
 */
export async function articleReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  const slugs = await db
    .prepare("SELECT slug_de, slug_en FROM articles WHERE id = ?1")
    .bind(id)
    .first<{ slug_de: string; slug_en: string }>();
  const urls = slugs ? Object.values(bothUrls("article", { de: slugs.slug_de, en: slugs.slug_en }, id)) : [];
  const [teasing, linking] = await Promise.all([
    referencesFrom(
      db,
      "pages",
      `SELECT DISTINCT p.id, p.title_de AS name FROM page_modules m JOIN pages p ON p.id = m.page_id
        WHERE m.model = 'blog_teaser_list' AND CAST(json_extract(m.data, '$.main_teaser') AS INTEGER) = ?1 ORDER BY p.id`,
      id,
    ),
    linkReferences(db, urls),
  ]);
  return [
    ...teasing,
    ...linking.filter((link) => !teasing.some((page) => page.kind === link.kind && page.id === link.id)),
  ];
}
