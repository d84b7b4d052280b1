import type { Lang } from "../../src/lib/languages";
import type { ArticleCategoryBody, ArticleCategoryItem } from "../../src/schemas/back-office/article-categories";
import { linkReferences } from "./hub-links";
import { type ItemReference, referencesFrom } from "./items";
import { containsPattern, countAndPage, orderBy, pageOffset, sqlFilter } from "./shared";
import { bothUrls } from "./urls";

/** The SQL of the magazine's categories in the back office (issue 27). */

type CategoryRow = Omit<ArticleCategoryItem, "urls">;

const COLUMNS = `t.id, t.revision, t.name_de, t.name_en, t.slug_de, t.slug_en, t.style_name, t.position,
  (SELECT count(*) FROM articles a WHERE a.category_id = t.id) AS uses`;

const toItem = (row: CategoryRow): ArticleCategoryItem => ({
  ...row,
  urls: bothUrls("articleCategory", { de: row.slug_de, en: row.slug_en }, row.id),
});

/** Where `q` matches a name or slug of the row aliased `t` (categories and tags alike). */
export function nameOrSlugFilter(q: string | undefined) {
  const filter = sqlFilter();
  if (q) {
    const pattern = filter.param(containsPattern(q));
    filter.conditions.push(
      `(${["name_de", "name_en", "slug_de", "slug_en"].map((column) => `t.${column} LIKE ${pattern} ESCAPE '\\'`).join(" OR ")})`,
    );
  }
  return filter;
}

export async function listHubCategories(
  db: D1Database,
  query: {
    q?: string | undefined;
    sort: "position" | "name" | "uses" | "id";
    order: "asc" | "desc";
    page: number;
    page_size: number;
  },
  lang: Lang,
): Promise<{ count: number; results: ArticleCategoryItem[] }> {
  const filter = nameOrSlugFilter(query.q);
  const order = orderBy(
    { position: "t.position", name: `t.name_${lang} COLLATE NOCASE`, uses: "uses", id: "t.id" },
    query.sort,
    query.order,
    "t.id",
  );
  const countParams = [...filter.params];
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<CategoryRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM article_categories t ${filter.where()}`).bind(...countParams),
    db
      .prepare(`SELECT ${COLUMNS} FROM article_categories t ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`)
      .bind(...filter.params),
  );
  return { count, results: rows.map(toItem) };
}

export async function readHubCategory(db: D1Database, id: number): Promise<ArticleCategoryItem | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM article_categories t WHERE t.id = ?1`)
    .bind(id)
    .first<CategoryRow>();
  return row ? toItem(row) : null;
}

export function writeCategory(db: D1Database, id: number, body: ArticleCategoryBody, create: boolean) {
  const values = [body.name_de, body.name_en, body.slug_de, body.slug_en, body.style_name, body.position, id] as const;
  return [
    create
      ? db
          .prepare(
            `INSERT INTO article_categories (name_de, name_en, slug_de, slug_en, style_name, position, id)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
          )
          .bind(...values)
      : db
          .prepare(
            `UPDATE article_categories SET name_de = ?1, name_en = ?2, slug_de = ?3, slug_en = ?4, style_name = ?5,
               position = ?6 WHERE id = ?7`,
          )
          .bind(...values),
  ];
}

/**
 * The articles in the category, the pages whose highlight teasers name it and what links to its
 * pages: its delete would take the articles out of their category page and leave dead ids and links.
 */
export async function categoryReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  const category = await readHubCategory(db, id);
  const [articles, highlighting, linking] = await Promise.all([
    referencesFrom(db, "articles", "SELECT id, title_de AS name FROM articles WHERE category_id = ?1 ORDER BY id", id),
    referencesFrom(
      db,
      "pages",
      `SELECT DISTINCT p.id, p.title_de AS name FROM page_modules m JOIN pages p ON p.id = m.page_id
        WHERE m.model = 'highlight_teasers'
          AND EXISTS (SELECT 1 FROM json_each(m.data, '$.categories') WHERE CAST(value AS INTEGER) = ?1) ORDER BY p.id`,
      id,
    ),
    linkReferences(db, category ? Object.values(category.urls) : []),
  ]);
  return [
    ...articles,
    ...highlighting,
    ...linking.filter((link) => !highlighting.some((page) => page.kind === link.kind && page.id === link.id)),
  ];
}
