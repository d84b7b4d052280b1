import { applyD1Migrations, env } from "cloudflare:test";
import { registerHtmlSanitisers } from "../../src/lib/html-sanitiser";
import { buildSeed } from "../../workers/db/seed/content";

// As workers/index.ts does: tests that call the worker's modules directly parse HTML too.
registerHtmlSanitisers();

// Each test file starts from the migrated schema and the deterministic seed (no images: R2
// renditions are made by the Node seed CLI with sharp and are not needed by these tests).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT 1 AS present FROM pages LIMIT 1").first();
if (!seeded) {
  const statements = buildSeed({ now: new Date() }).statements.map(({ sql, params }) =>
    env.DB.prepare(sql).bind(...params),
  );
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200));
}
