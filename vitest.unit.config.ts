import { defineConfig } from "vitest/config";

/** Pure logic beside the code; component tests opt into happy-dom per file. */
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "workers/**/*.test.ts", "build/**/*.test.ts"],
    environment: "node",
  },
});
