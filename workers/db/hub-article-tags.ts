import type { Lang } from "../../src/lib/languages";
import type { ArticleTagBody, ArticleTagItem } from "../../src/schemas/back-office/article-tags";
import { nameOrSlugFilter } from "./hub-article-categories";
import { linkReferences } from "./hub-links";
import { type ItemReference, referencesFrom } from "./items";
import { countAndPage, orderBy, pageOffset } from "./shared";
import { bothUrls } from "./urls";

/** The SQL of the magazine's tags in the back office (issue 27). */

type TagRow = Omit<ArticleTagItem, "urls">;

const COLUMNS = `t.id, t.revision, t.name_de, t.name_en, t.slug_de, t.slug_en,
  (SELECT count(*) FROM article_tags_map m WHERE m.tag_id = t.id) AS uses`;

const toItem = (row: TagRow): ArticleTagItem => ({
  ...row,
  urls: bothUrls("articleTag", { de: row.slug_de, en: row.slug_en }, row.id),
});

export async function listHubTags(
  db: D1Database,
  query: {
    q?: string | undefined;
    sort: "name" | "uses" | "id";
    order: "asc" | "desc";
    page: number;
    page_size: number;
  },
  lang: Lang,
): Promise<{ count: number; results: ArticleTagItem[] }> {
  const filter = nameOrSlugFilter(query.q);
  const order = orderBy(
    { name: `t.name_${lang} COLLATE NOCASE`, uses: "uses", id: "t.id" },
    query.sort,
    query.order,
    "t.id",
  );
  const countParams = [...filter.params];
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<TagRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM article_tags t ${filter.where()}`).bind(...countParams),
    db
      .prepare(`SELECT ${COLUMNS} FROM article_tags t ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`)
      .bind(...filter.params),
  );
  return { count, results: rows.map(toItem) };
}

export async function readHubTag(db: D1Database, id: number): Promise<ArticleTagItem | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM article_tags t WHERE t.id = ?1`).bind(id).first<TagRow>();
  return row ? toItem(row) : null;
}

export function writeTag(db: D1Database, id: number, body: ArticleTagBody, create: boolean) {
  const values = [body.name_de, body.name_en, body.slug_de, body.slug_en, id] as const;
  return [
    create
      ? db
          .prepare("INSERT INTO article_tags (name_de, name_en, slug_de, slug_en, id) VALUES (?1, ?2, ?3, ?4, ?5)")
          .bind(...values)
      : db
          .prepare("UPDATE article_tags SET name_de = ?1, name_en = ?2, slug_de = ?3, slug_en = ?4 WHERE id = ?5")
          .bind(...values),
  ];
}

/** The articles carrying the tag and what links to its pages: its delete would take it off them or leave dead links. */
export async function tagReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  const tag = await readHubTag(db, id);
  const [articles, linking] = await Promise.all([
    referencesFrom(
      db,
      "articles",
      `SELECT a.id, a.title_de AS name FROM article_tags_map m JOIN articles a ON a.id = m.article_id
        WHERE m.tag_id = ?1 ORDER BY a.id`,
      id,
    ),
    linkReferences(db, tag ? Object.values(tag.urls) : []),
  ]);
  return [...articles, ...linking];
}
