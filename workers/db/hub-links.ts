import type { ItemReference } from "./items";

/**
 * What links to an item's public pages (issue 27): page sections and event teasers store links
 * as URLs, so a production or series still linked from them is found by its addresses. A link
 * may carry a trailing slash, a query or an anchor, and sits in a JSON string of the section's
 * data (hence the closing quote): `/…/stueck/12` is not taken for `/…/stueck/123`.
 */
function mentions(column: string, url: string): string {
  return `(instr(${column}, ${url} || '"') > 0 OR instr(${column}, ${url} || '/"') > 0
    OR instr(${column}, ${url} || '?') > 0 OR instr(${column}, ${url} || '#') > 0)`;
}

/**
 * The pages whose sections and the event teasers which link to any of `urls`, and the teasers
 * pointing to `target` (whatever address they stored): a delete would leave their links dead.
 */
export async function linkReferences(
  db: D1Database,
  urls: readonly string[],
  target?: { kind: "event" | "production"; id: number },
  limit = 10,
): Promise<ItemReference[]> {
  const params = urls.map((_, index) => `?${index + 1}`);
  const inData = params.map((param) => mentions("m.data", param)).join(" OR ") || "0";
  const linked = [
    ...params.map((param) => mentions(`(t.link || '"')`, param)),
    ...(target ? [`(t.target_kind = '${target.kind}' AND t.target_id = ${Math.trunc(target.id)})`] : []),
  ];
  const inLink = linked.join(" OR ") || "0";
  const [pages, teasers] = await db.batch<{ id: number; name: string }>([
    db
      .prepare(
        `SELECT DISTINCT p.id, p.title_de AS name FROM page_modules m JOIN pages p ON p.id = m.page_id
          WHERE ${inData} ORDER BY p.id LIMIT ${limit}`,
      )
      .bind(...urls),
    db
      .prepare(`SELECT t.id, t.name_de AS name FROM event_teasers t WHERE ${inLink} ORDER BY t.id LIMIT ${limit}`)
      .bind(...urls),
  ]);
  return [
    ...(pages?.results ?? []).map((row) => ({ kind: "pages", id: row.id, name: row.name })),
    ...(teasers?.results ?? []).map((row) => ({ kind: "event_teasers", id: row.id, name: row.name })),
  ];
}
