import type { NoindexEntry } from "../../src/schemas/noindex";

/** The site's noindex list (SPEC §3): paths per language, without the language prefix. */
export async function listNoindexPaths(db: D1Database): Promise<NoindexEntry[]> {
  const { results } = await db.prepare("SELECT lang, path FROM noindex_paths ORDER BY lang, path").all<NoindexEntry>();
  return results;
}
