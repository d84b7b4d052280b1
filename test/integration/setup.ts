import { applyD1Migrations, env } from "cloudflare:test";
import { registerHtmlSanitisers } from "../../src/lib/html-sanitiser";
import { bumpContentGeneration } from "../../workers/cache/generation";
import { buildSeed } from "../../workers/db/seed/content";

// As workers/index.ts does: tests that call the worker's modules directly parse HTML too.
registerHtmlSanitisers();

/**
 * Each test file starts from the migrated schema and the deterministic seed (no images: R2
 * renditions are made by the Node seed CLI with sharp and are not needed by these tests), with
 * empty KV and R2. Most files share one workerd per vitest worker (vitest.config.ts, ADR 0029),
 * so what an earlier file left there is removed first: loading the worker's modules into a new
 * workerd for every file cost more than the tests themselves.
 */
async function emptyStorage(): Promise<boolean> {
  const { results } = await env.DB.prepare(
    "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND type IN ('table', 'view', 'trigger') ORDER BY rowid DESC",
  ).all<{ type: "table" | "view" | "trigger"; name: string; sql: string | null }>();
  let used = results.length > 0;
  if (used) {
    // Triggers and views first, then full-text tables (which drop their shadow tables, which may
    // not be dropped on their own), then the other tables, newest first.
    const virtual = results.filter((row) => row.sql?.startsWith("CREATE VIRTUAL TABLE")).map((row) => row.name);
    const rank = (row: (typeof results)[number]) =>
      row.type === "trigger" ? 0 : row.type === "view" ? 1 : virtual.includes(row.name) ? 2 : 3;
    const drops = results
      .filter((row) => virtual.includes(row.name) || !virtual.some((table) => row.name.startsWith(`${table}_`)))
      .sort((a, b) => rank(a) - rank(b))
      .map(({ type, name }) => env.DB.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`));
    await env.DB.batch([env.DB.prepare("PRAGMA defer_foreign_keys = on"), ...drops]);
  }
  for (let cursor: string | undefined, done = false; !done; ) {
    const page = await env.CACHE.list(cursor === undefined ? {} : { cursor });
    if (page.keys.length > 0) used = true;
    await Promise.all(page.keys.map((key) => env.CACHE.delete(key.name)));
    done = page.list_complete;
    cursor = page.list_complete ? undefined : page.cursor;
  }
  for (let truncated = true; truncated; ) {
    const listed = await env.MEDIA.list();
    if (listed.objects.length > 0) {
      used = true;
      await env.MEDIA.delete(listed.objects.map((object) => object.key));
    }
    truncated = listed.truncated;
  }
  return used;
}

const used = await emptyStorage();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const statements = buildSeed({ now: new Date() }).statements.map(({ sql, params }) =>
  env.DB.prepare(sql).bind(...params),
);
for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200));
// Pages an earlier file left in the edge cache (which cannot be listed) are keyed by a content
// generation this one never reads.
if (used) await bumpContentGeneration(env);
