import { execFileSync } from "node:child_process";
import { expect, test } from "./fixtures";
import { cacheKeys } from "../../workers/cache/keys";

// Settings and pages may be reused by the isolate for CACHE_MEMO_SECONDS (ADR 0002, 0005).
const MEMO_SECONDS = 5;

/** Flips the site's online flag in the database `state` serves and drops the cached settings. */
function setSiteOnline(state: string, online: boolean): void {
  const run = (args: string[]) =>
    execFileSync("npx", ["wrangler", ...args, "--local", "--persist-to", state], { stdio: "pipe" });
  run(["d1", "execute", "DB", "--command", `UPDATE site_settings SET is_site_online = ${online ? 1 : 0} WHERE id = 1`]);
  run(["kv", "key", "delete", cacheKeys.settings(), "--binding", "CACHE"]);
}

test.describe("site offline", () => {
  test.afterEach(({ server }) => setSiteOnline(server.state, true));

  test("settings saying offline give the 503 'Website offline' page", async ({ page, server }) => {
    setSiteOnline(server.state, false);
    const statusOf = async () => (await page.goto("/en/events"))?.status();
    await expect.poll(statusOf, { timeout: (MEMO_SECONDS + 5) * 1000, intervals: [500] }).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website offline");
    setSiteOnline(server.state, true);
    await expect.poll(statusOf, { timeout: (MEMO_SECONDS + 5) * 1000, intervals: [500] }).toBe(200);
  });
});
