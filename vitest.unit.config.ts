import { defineConfig } from "vitest/config";
import { icuMessages } from "./build/icu-messages-plugin.ts";

/** Pure logic beside the code; component tests opt into happy-dom per file. */
export default defineConfig({
  plugins: [icuMessages()],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "workers/**/*.test.ts", "build/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./test/unit/setup.ts"],
    // Component tests render whole forms in happy-dom; on a loaded 2-core machine that can pass 5 s.
    testTimeout: 15_000,
    // Vitest leaves one core idle by default, half of a 2-core machine (ADR 0029).
    maxWorkers: "100%",
    // Threads, not child processes: about 15 % less CPU for the same files on 2 cores (ADR 0029).
    pool: "threads",
    // Each worker imports the shared code once rather than once per file: 79 → 23 s on 2 cores
    // (ADR 0029). Every file passes in any order; state a test sets up it also clears.
    isolate: false,
  },
});
