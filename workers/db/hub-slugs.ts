/** A field of a body and what is wrong with it (the API's 422 names it). */
interface SlugProblem {
  path: "slug_de" | "slug_en";
  message: string;
}

/**
 * Whether an item's slugs are free (issue 27): a public address names the id too, yet two items
 * of one kind with the same slug look alike in links, search results and the sitemap, so each
 * language's slug is one item's. Answers a problem per slug another item of `table` has.
 */
export async function takenSlugs(
  db: D1Database,
  table: "persons" | "venues" | "productions" | "series" | "articles" | "article_categories" | "article_tags",
  slugs: { slug_de: string; slug_en: string },
  id: number | null,
): Promise<SlugProblem[]> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM ${table} WHERE slug_de = ?1 AND id IS NOT ?3) AS de,
              EXISTS (SELECT 1 FROM ${table} WHERE slug_en = ?2 AND id IS NOT ?3) AS en`,
    )
    .bind(slugs.slug_de, slugs.slug_en, id)
    .first<{ de: number; en: number }>();
  const problems: SlugProblem[] = [];
  if (row?.de) problems.push({ path: "slug_de", message: "Another entry has this address already." });
  if (row?.en) problems.push({ path: "slug_en", message: "Another entry has this address already." });
  return problems;
}
