import type { Lang } from "../../src/lib/languages";
import type {
  ArticleCategory,
  ArticleCategoryDetail,
  ArticleDetail,
  ArticleListItem,
  ArticleTag,
  ArticleTagDetail,
  ArticleTagWithCount,
} from "../../src/schemas/articles";
import { cleanRichText } from "./rich-text";
import { col, imageObj, imageThumbnails, jsonList } from "./shared";
import { type BothSlugs, bothUrls, detailUrl } from "./urls";

export interface ArticleFilter {
  /** Stored-form instant: articles published later are not shown yet. */
  now: string;
  category?: number;
  tag?: number;
}

function articleWhere(filter: ArticleFilter, params: unknown[]): string {
  const bind = (value: unknown) => `?${params.push(value)}`;
  const parts = ["a.is_online = 1", `a.published_at <= ${bind(filter.now)}`];
  if (filter.category !== undefined) parts.push(`a.category_id = ${bind(filter.category)}`);
  if (filter.tag !== undefined) {
    parts.push(`a.id IN (SELECT tm.article_id FROM article_tags_map tm WHERE tm.tag_id = ${bind(filter.tag)})`);
  }
  return parts.join(" AND ");
}

function articleColumns(lang: Lang): string {
  const L = col(lang);
  return `a.id, a.slug_${L} AS slug, a.title_${L} AS title, a.teaser_${L} AS teaser, a.author, a.published_at, a.image, a.image_alt_${L} AS image_alt,
    c.id AS category_id, c.name_${L} AS category_name, c.slug_${L} AS category_slug, c.style_name AS category_style,
    (SELECT json_group_array(json_object('id', t.id, 'name', t.name_${L}, 'slug', t.slug_${L}))
       FROM article_tags_map tm JOIN article_tags t ON t.id = tm.tag_id WHERE tm.article_id = a.id) AS tags`;
}

const articleJoins = "LEFT JOIN article_categories c ON c.id = a.category_id";

interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  teaser: string | null;
  author: string | null;
  published_at: string;
  image: string | null;
  /** The image's alt text in the page's language; the title when the editor gave none. */
  image_alt: string | null;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  category_style: string | null;
  tags: string | null;
}

function mapTag(tag: { id: number; name: string; slug: string }, lang: Lang): ArticleTag {
  return { ...tag, url: detailUrl("articleTag", lang, tag.slug, tag.id) };
}

function mapArticle(row: ArticleRow, lang: Lang): ArticleListItem {
  return {
    id: row.id,
    slug: row.slug,
    url: detailUrl("article", lang, row.slug, row.id),
    title: row.title,
    teaser: row.teaser,
    author: row.author,
    published_at: row.published_at,
    image_obj: imageObj(row.image, row.image_alt ?? row.title),
    image_thumbnails: imageThumbnails(row.image),
    category:
      row.category_id === null
        ? null
        : {
            id: row.category_id,
            name: row.category_name ?? "",
            slug: row.category_slug ?? "",
            style_name: row.category_style ?? "default",
            url: detailUrl("articleCategory", lang, row.category_slug ?? "", row.category_id),
          },
    tags: jsonList<{ id: number; name: string; slug: string }>(row.tags).map((t) => mapTag(t, lang)),
  };
}

/** A page of published articles, newest first, with the total (one round trip). */
export async function listArticles(
  db: D1Database,
  lang: Lang,
  filter: ArticleFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: ArticleListItem[] }> {
  const countParams: unknown[] = [];
  const countSql = `SELECT count(*) AS count FROM articles a WHERE ${articleWhere(filter, countParams)}`;
  const params: unknown[] = [];
  const where = articleWhere(filter, params);
  const limit = params.push(page.limit);
  const offset = params.push(page.offset);
  const pageSql = `WITH pick AS MATERIALIZED (
      SELECT a.id, a.published_at FROM articles a WHERE ${where}
       ORDER BY a.published_at DESC, a.id DESC LIMIT ?${limit} OFFSET ?${offset})
    SELECT ${articleColumns(lang)} FROM pick JOIN articles a ON a.id = pick.id ${articleJoins}
     ORDER BY pick.published_at DESC, pick.id DESC`;
  const [countResult, pageResult] = await db.batch<unknown>([
    db.prepare(countSql).bind(...countParams),
    db.prepare(pageSql).bind(...params),
  ]);
  const count = (countResult?.results[0] as { count: number } | undefined)?.count ?? 0;
  return { count, results: ((pageResult?.results ?? []) as ArticleRow[]).map((row) => mapArticle(row, lang)) };
}

/** A published online article; null when unknown, offline or not yet published. */
export async function getArticle(db: D1Database, lang: Lang, id: number, now: string): Promise<ArticleDetail | null> {
  const L = col(lang);
  const row = await db
    .prepare(
      `SELECT ${articleColumns(lang)}, a.slug_de, a.slug_en, a.body_${L} AS body FROM articles a ${articleJoins}
        WHERE a.id = ?1 AND a.is_online = 1 AND a.published_at <= ?2`,
    )
    .bind(id, now)
    .first<ArticleRow & BothSlugs & { body: string | null }>();
  if (!row) return null;
  return {
    ...mapArticle(row, lang),
    urls: bothUrls("article", { de: row.slug_de, en: row.slug_en }, row.id),
    body: cleanRichText(row.body),
  };
}

export async function listArticleCategories(db: D1Database, lang: Lang): Promise<ArticleCategoryDetail[]> {
  const L = col(lang);
  const { results } = await db
    .prepare(
      `SELECT id, name_${L} AS name, style_name, slug_${L} AS slug, slug_de, slug_en
         FROM article_categories ORDER BY position, id`,
    )
    .all<Omit<ArticleCategory, "url"> & BothSlugs>();
  return results.map(({ slug_de, slug_en, ...c }) => ({
    ...c,
    url: detailUrl("articleCategory", lang, c.slug, c.id),
    urls: bothUrls("articleCategory", { de: slug_de, en: slug_en }, c.id),
  }));
}

/** Every tag with its number of published online articles, by name. */
export async function listArticleTags(db: D1Database, lang: Lang, now: string): Promise<ArticleTagWithCount[]> {
  const L = col(lang);
  const { results } = await db
    .prepare(
      `SELECT t.id, t.name_${L} AS name, t.slug_${L} AS slug,
              (SELECT count(*) FROM article_tags_map tm JOIN articles a ON a.id = tm.article_id
                WHERE tm.tag_id = t.id AND a.is_online = 1 AND a.published_at <= ?1) AS article_count
         FROM article_tags t ORDER BY t.name_${L} COLLATE NOCASE, t.id`,
    )
    .bind(now)
    .all<{ id: number; name: string; slug: string; article_count: number }>();
  return results.map((t) => ({ ...mapTag(t, lang), article_count: t.article_count }));
}

export async function getArticleTag(db: D1Database, lang: Lang, id: number): Promise<ArticleTagDetail | null> {
  const L = col(lang);
  const row = await db
    .prepare(`SELECT id, name_${L} AS name, slug_${L} AS slug, slug_de, slug_en FROM article_tags WHERE id = ?1`)
    .bind(id)
    .first<{ id: number; name: string; slug: string } & BothSlugs>();
  if (!row) return null;
  const { slug_de, slug_en, ...tag } = row;
  return { ...mapTag(tag, lang), urls: bothUrls("articleTag", { de: slug_de, en: slug_en }, tag.id) };
}

/** Published online articles by id (in the order asked), for modules that reference articles. */
export async function listArticlesByIds(
  db: D1Database,
  lang: Lang,
  ids: number[],
  now: string,
): Promise<ArticleListItem[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT ${articleColumns(lang)} FROM articles a ${articleJoins}
        WHERE a.id IN (SELECT value FROM json_each(?1)) AND a.is_online = 1 AND a.published_at <= ?2`,
    )
    .bind(JSON.stringify(ids), now)
    .all<ArticleRow>();
  const byId = new Map(results.map((row) => [row.id, mapArticle(row, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
