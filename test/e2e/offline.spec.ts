import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { cacheKeys } from "../../workers/cache/keys";

// The served state of playwright.config.ts's web server.
const STATE = `.wrangler/e2e-state-${process.env.E2E_PORT ?? 8797}`;
// Settings and pages may be reused by the isolate for CACHE_MEMO_SECONDS (ADR 0002, 0005).
const MEMO_SECONDS = 5;

/** Flips the site's online flag in the served database and drops the cached settings. */
function setSiteOnline(online: boolean): void {
  const run = (args: string[]) =>
    execFileSync("npx", ["wrangler", ...args, "--local", "--persist-to", STATE], { stdio: "pipe" });
  run(["d1", "execute", "DB", "--command", `UPDATE site_settings SET is_site_online = ${online ? 1 : 0} WHERE id = 1`]);
  run(["kv", "key", "delete", cacheKeys.settings(), "--binding", "CACHE"]);
}

test.describe("site offline", () => {
  test.afterEach(() => setSiteOnline(true));

  test("settings saying offline give the 503 'Website offline' page", async ({ page }) => {
    setSiteOnline(false);
    const statusOf = async () => (await page.goto("/en/events"))?.status();
    await expect.poll(statusOf, { timeout: (MEMO_SECONDS + 5) * 1000, intervals: [500] }).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website offline");
    setSiteOnline(true);
    await expect.poll(statusOf, { timeout: (MEMO_SECONDS + 5) * 1000, intervals: [500] }).toBe(200);
  });
});
