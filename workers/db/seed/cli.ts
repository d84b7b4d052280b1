// npm run db:seed [-- --events N] [--dashboard-volume] [--if-empty] [--no-images] [--persist-to DIR]
//
// Fills the local D1 database and R2 bucket with the demo content of content.ts and the media files
// of media.ts. The store is wrangler's (--persist-to as in `wrangler d1 migrations apply --local
// --persist-to`, default .wrangler/state), the one `vite dev` and `vite preview` read. Run the
// migrations first (npm run db:migrate). --dashboard-volume adds the dashboard's benchmark logs
// (dashboard-volume.ts: 100 000 activity rows, 50 000 searches, 20 000 errors and identity
// events, 5 000 entries of the contact form).

import { join } from "node:path";
import { parseArgs } from "node:util";
import type { D1Database, R2Bucket } from "@cloudflare/workers-types";
import { getPlatformProxy } from "wrangler";
import { hashPassword } from "../../auth/password";
import {
  buildSeed,
  clearStatements,
  DEFAULT_EVENT_COUNT,
  EDITOR_EMAIL,
  type SeedImage,
  type SeedStatement,
} from "./content";
import { buildDashboardVolume } from "./dashboard-volume";
import { completionKey, type RenderedFile, renderImage } from "./images";
import { MEDIA_FILES } from "./media";

interface SeedEnv {
  DB: D1Database;
  MEDIA: R2Bucket;
}

const EDITOR_PASSWORD = "editor-password";
/** Statements per db.batch call: large enough to be fast, small enough to keep each transaction short. */
const BATCH_SIZE = 500;
/** sharp already uses every core per image; a few images in flight keep the pipeline busy. */
const IMAGE_CONCURRENCY = 3;

const { values } = parseArgs({
  options: {
    events: { type: "string", default: String(DEFAULT_EVENT_COUNT) },
    "dashboard-volume": { type: "boolean", default: false },
    "if-empty": { type: "boolean", default: false },
    "no-images": { type: "boolean", default: false },
    "persist-to": { type: "string", default: ".wrangler/state" },
  },
});
const eventCount = Number(values.events);
if (!Number.isInteger(eventCount) || eventCount < 0) {
  console.error(`--events must be a non-negative integer, got "${values.events}"`);
  process.exit(2);
}

const started = performance.now();
// getPlatformProxy wants the versioned directory inside wrangler's state directory.
const { env, dispose } = await getPlatformProxy<SeedEnv>({
  configPath: "wrangler.toml",
  persist: { path: join(values["persist-to"], "v3") },
});
try {
  const pages = await countPages(env.DB);
  if (values["if-empty"] && pages > 0) {
    console.log(`db:seed: database already has ${pages} pages, nothing to do (--if-empty)`);
  } else {
    await seed(env);
  }
} finally {
  await dispose();
}

async function countPages(db: D1Database): Promise<number> {
  try {
    const row = await db.prepare("SELECT count(*) AS n FROM pages").first<{ n: number }>();
    return row?.n ?? 0;
  } catch (error) {
    throw new Error("db:seed: cannot read the pages table; run `npm run db:migrate` first", { cause: error });
  }
}

async function seed(env: SeedEnv): Promise<void> {
  const now = new Date();
  const content = buildSeed({
    now,
    events: eventCount,
    editorPassword: await hashPassword(EDITOR_PASSWORD),
  });

  const volume = values["dashboard-volume"] ? buildDashboardVolume({ now }) : null;

  await runBatches(env.DB, clearStatements());
  await runBatches(env.DB, content.statements);
  if (volume) await runBatches(env.DB, volume.statements);
  const dbSeconds = ((performance.now() - started) / 1000).toFixed(1);

  const images = values["no-images"] ? null : await uploadImages(env.MEDIA, content.images);
  const media = await uploadMedia(env.MEDIA);

  const counts = Object.entries({ ...content.rowCounts, ...sumCounts(content.rowCounts, volume?.rowCounts ?? {}) })
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} ${n}`)
    .join(", ");
  console.log(
    `db:seed: ${content.statements.length + (volume?.statements.length ?? 0)} statements in ${dbSeconds} s (events from ${now.toISOString().slice(0, 10)})`,
  );
  console.log(`  rows: ${counts}`);
  console.log(
    images
      ? `  images: ${images.uploaded} rendered, ${images.skipped} already in R2 (${content.images.length} referenced)`
      : "  images: skipped (--no-images)",
  );
  console.log(`  media: ${media.uploaded} rendered, ${media.skipped} already in R2 (${MEDIA_FILES.length} referenced)`);
  console.log(`  editor login: ${EDITOR_EMAIL} / ${EDITOR_PASSWORD}`);
}

/** The demo content's rows plus the volume's, per table the volume writes. */
function sumCounts(base: Record<string, number>, added: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(added).map(([table, n]) => [table, (base[table] ?? 0) + n]));
}

async function runBatches(db: D1Database, statements: SeedStatement[]): Promise<void> {
  for (let start = 0; start < statements.length; start += BATCH_SIZE) {
    const chunk = statements.slice(start, start + BATCH_SIZE);
    await db.batch(chunk.map((s) => db.prepare(s.sql).bind(...s.params)));
  }
}

async function uploadImages(bucket: R2Bucket, images: SeedImage[]): Promise<{ uploaded: number; skipped: number }> {
  let uploaded = 0;
  let skipped = 0;
  const queue = [...images];
  const worker = async (): Promise<void> => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      if (await bucket.head(completionKey(image))) {
        skipped += 1;
        continue;
      }
      const marker = completionKey(image);
      const files = await renderImage(image);
      const put = (f: RenderedFile) => bucket.put(f.key, f.body, { httpMetadata: { contentType: f.contentType } });
      // The marker goes last, so a set interrupted halfway is rendered again on the next run.
      await Promise.all(files.filter((f) => f.key !== marker).map(put));
      await Promise.all(files.filter((f) => f.key === marker).map(put));
      uploaded += 1;
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  return { uploaded, skipped };
}

async function uploadMedia(bucket: R2Bucket): Promise<{ uploaded: number; skipped: number }> {
  let uploaded = 0;
  let skipped = 0;
  for (const { key, render } of MEDIA_FILES) {
    if (await bucket.head(key)) {
      skipped += 1;
      continue;
    }
    const file = await render();
    await bucket.put(file.key, file.body, { httpMetadata: { contentType: file.contentType } });
    uploaded += 1;
  }
  return { uploaded, skipped };
}
