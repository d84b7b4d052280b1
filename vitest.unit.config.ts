import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { icuMessages } from "./build/icu-messages-plugin.ts";

const INCLUDE = ["src/**/*.test.{ts,tsx}", "workers/**/*.test.ts", "build/**/*.test.ts", "scripts/**/*.test.ts"];
/**
 * Files that replace a module with `vi.mock`: the replacement holds only where the file imports
 * the module fresh, so they keep a module registry of their own (see `projects` below).
 */
const OWN_MODULES = [
  "src/components/layout/RouteProgress.test.tsx",
  "src/features/site/ErrorPage.test.tsx",
  "workers/db/rich-text.test.ts",
];

/** Pure logic beside the code; component tests opt into happy-dom per file. */
export default defineConfig({
  plugins: [icuMessages()],
  test: {
    environment: "node",
    setupFiles: ["./test/unit/setup.ts"],
    // Component tests render whole forms in happy-dom; on a loaded 2-core machine that can pass 5 s.
    testTimeout: 15_000,
    // A global a file stubs (fetch, most often) is put back before the next test, whichever file
    // it runs in: the shared project's files meet in one module registry (ADR 0029).
    unstubGlobals: true,
    // Vitest leaves one core idle by default, half of a 2-core machine (ADR 0029).
    maxWorkers: "100%",
    // Threads, not child processes: about 15 % less CPU for the same files on 2 cores (ADR 0029).
    pool: "threads",
    // Each worker imports the shared code once rather than once per file (isolate: false),
    // 79 → 23 s on 2 cores (ADR 0029); a test that changes module state restores it. Files that
    // mock a module import everything afresh.
    projects: [
      { extends: true, test: { name: "shared", include: INCLUDE, exclude: OWN_MODULES, isolate: false } },
      // A process per file: a worker thread of the shared project, reused, once gave one of these
      // files the real module instead of its replacement.
      { extends: true, test: { name: "own modules", include: OWN_MODULES, pool: "forks" } },
    ] satisfies TestProjectInlineConfiguration[],
  },
});
