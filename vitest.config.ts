import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { clientAssets } from "./build/client-assets-plugin.ts";
import { icuMessages } from "./build/icu-messages-plugin.ts";
import { postcssAlias, reactDomServerAlias } from "./build/react-dom-server-alias.ts";

/** Files that need a workerd of their own (see `projects` below). */
const ISOLATED = [
  "test/integration/shop-*.test.ts",
  // Ticket inventories are Durable Objects keyed by event id: a reseed hands the ids out again.
  "test/integration/hub-events.test.ts",
  "test/integration/hub-series.test.ts",
  "test/integration/page-cache.test.ts",
  "test/integration/read-memo.test.ts",
  "test/integration/cache-memo.test.ts",
];

/** Integration tests: the real worker in workerd with local D1, KV and R2 (DESIGN §5.7). */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("workers/db/migrations");
  return {
    resolve: { alias: { ...reactDomServerAlias, ...postcssAlias } },
    plugins: [
      icuMessages(),
      clientAssets({ clientOutDir: "dist/client" }),
      cloudflareTest({
        main: "./workers/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        // Tests change D1 and purge KV between requests; the isolate memo has its own test.
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, CACHE_MEMO_SECONDS: "0" },
          // The static files the worker reads through its ASSETS binding (custom error pages).
          assets: { directory: "./public", binding: "ASSETS" },
        },
      }),
    ],
    test: {
      setupFiles: ["./test/integration/setup.ts"],
      // A test walks many requests through the real worker; on a loaded 2-core machine some take
      // several seconds, so vitest's 5 s default would fail tests that only wait for the CPU.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      // Vitest leaves one core idle by default, half of a 2-core machine (ADR 0029).
      maxWorkers: "100%",
      // Loading the worker's modules into a new workerd took longer than most files' tests, once
      // per file: most files share one workerd per vitest worker, and setup.ts empties and seeds
      // its storage before each. Files whose state outlives that (Durable Objects keyed by event
      // id, the edge cache, the isolate memo) keep a workerd each (ADR 0029).
      projects: [
        {
          extends: true,
          test: { name: "shared", include: ["test/integration/**/*.test.ts"], exclude: ISOLATED, isolate: false },
        },
        { extends: true, test: { name: "isolated", include: ISOLATED } },
      ] satisfies TestProjectInlineConfiguration[],
    },
  };
});
