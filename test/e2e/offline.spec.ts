import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";

const STATE = ".wrangler/e2e-state";

/** Flips the site's online flag in the served database and drops the cached settings. */
function setSiteOnline(online: boolean): void {
  const run = (args: string[]) =>
    execFileSync("npx", ["wrangler", ...args, "--local", "--persist-to", STATE], { stdio: "pipe" });
  run(["d1", "execute", "DB", "--command", `UPDATE site_settings SET is_site_online = ${online ? 1 : 0} WHERE id = 1`]);
  run(["kv", "key", "delete", "v1:settings", "--binding", "CACHE"]);
}

test.describe("site offline", () => {
  test.afterEach(() => setSiteOnline(true));

  test("settings saying offline give the 503 'Website offline' page", async ({ page }) => {
    setSiteOnline(false);
    const response = await page.goto("/en/events");
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website offline");
    setSiteOnline(true);
    const back = await page.goto("/en/events");
    expect(back?.status()).toBe(200);
  });
});
