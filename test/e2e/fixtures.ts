import { test as base, type Page } from "@playwright/test";
import { serverPort, serverState } from "./servers";

export { expect } from "@playwright/test";

interface Server {
  port: number;
  /** The served wrangler state directory (D1, KV, R2). */
  state: string;
}

/** Playwright's test, talking to this worker's own server (servers.ts). */
export const test = base.extend<{ server: Server }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  server: async ({}, use, testInfo) => {
    const port = serverPort(testInfo.parallelIndex);
    await use({ port, state: serverState(port) });
  },
  baseURL: async ({ server }, use) => {
    await use(`http://127.0.0.1:${server.port}`);
  },
});

/**
 * The page's code has taken over (the app marks `<html data-hydrated>`) and its first data calls
 * are done. An idle network alone is no sign of it: the entry waits for the first paint and then
 * hydrates, so a click before that lands on the server's HTML and is lost.
 */
export async function whenHydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}
