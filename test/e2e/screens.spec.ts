import type { Page } from "@playwright/test";
import { expect, test, whenHydrated } from "./fixtures";

/** Entity screens of SPEC §2 against the seeded demo content. */

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await whenHydrated(page);
}

/** The public URL of a seeded entity, from the same API the pages use. */
async function urlOf(page: Page, apiPath: string): Promise<string> {
  const response = await page.request.get(apiPath);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { url: string } | { url: string }[];
  return Array.isArray(body) ? (body[0]?.url ?? "") : body.url;
}

test.describe("entity screens", () => {
  test("ensemble page: a collapsed group opens and closes by keyboard", async ({ page }) => {
    await hydrated(page, "/en/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");
    const management = page.getByRole("button", { name: /^Management/ });
    const ensemble = page.getByRole("button", { name: /^Ensemble/ });
    await expect(management).toHaveAttribute("aria-expanded", "true");
    await expect(ensemble).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`[id="${await ensemble.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeHidden();

    await ensemble.focus();
    await page.keyboard.press("Enter");
    await expect(ensemble).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(page.getByRole("region", { name: /^Ensemble/ })).toBeVisible();
    const member = panel.getByRole("heading", { level: 3, name: "Mira Schäfer" });
    await expect(member).toBeVisible();
    await expect(panel.getByText("Actress").first()).toBeVisible();

    await page.keyboard.press("Space");
    await expect(ensemble).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    // The member's own page.
    await ensemble.press("Enter");
    await member.getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/team\/[^/]+\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mira Schäfer");
    await expect(page.getByRole("link", { name: "Back to the team" })).toBeVisible();
  });

  test("venue page: address, rooms, events and a map that waits for media consent", async ({ page }) => {
    // The consent dialog hides from automated browsers; this test needs the real consent flow.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>map</title>" }),
    );
    const url = await urlOf(page, "/en/api/venues/");
    await hydrated(page, url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Address" })).toBeVisible();
    await expect(page.locator("address")).toContainText("Wendelstadt");
    await expect(page.getByRole("heading", { level: 2, name: "Rooms" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Upcoming events" })).toBeVisible();
    await page.getByRole("button", { name: "Necessary only" }).click();

    const map = page.getByRole("region", { name: "Map" });
    await expect(map.locator("iframe")).toHaveCount(0);
    await expect(map.getByRole("link", { name: /Show on OpenStreetMap/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
    );
    const allow = map.getByRole("button", { name: "Allow media content and show the map" });
    await allow.focus();
    await page.keyboard.press("Enter");
    const frame = map.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await expect(frame).toBeFocused();
  });

  test("series page lists its events", async ({ page }) => {
    const url = await urlOf(page, "/en/api/series/1/");
    await hydrated(page, url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Family Time");
    const events = page.getByRole("region", { name: /upcoming event/ });
    await expect(events).toBeVisible();
    await expect(events.getByRole("heading", { level: 3 }).first()).toBeVisible();
    expect(await events.getByRole("heading", { level: 3 }).count()).toBeLessThanOrEqual(12);
    const all = events.getByRole("link", { name: /^Show all \d+ events in the programme$/ });
    if ((await all.count()) > 0) await expect(all).toHaveAttribute("href", /^\/en\/events\?series=1$/);
  });

  test("magazine: overview → category → article", async ({ page }) => {
    await hydrated(page, "/en/mediathek-en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Magazine");
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("link").first()).toHaveText("All");
    await expect(categories.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(categories.getByRole("link").last()).toHaveText("All Topics");
    await expect(categories.getByRole("link", { name: "All Topics" })).toHaveAttribute("href", "/en/mediathek-en/tags");

    await categories.getByRole("link", { name: "Behind the Scenes" }).click();
    await expect(page).toHaveURL(/\/en\/mediathek-en\/categories\/behind-the-scenes\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Behind the Scenes");
    await expect(categories.getByRole("link", { name: "Behind the Scenes" })).toHaveAttribute("aria-current", "page");

    const first = page.getByRole("heading", { level: 2 }).first();
    const title = (await first.textContent()) ?? "";
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/mediathek-en\/[^/]+\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article time").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the magazine" })).toBeVisible();

    await page.goto("/de/mediathek-de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const german = page.getByRole("navigation", { name: "Kategorien" });
    await expect(german.getByRole("link").first()).toHaveText("Alle");
    await expect(german.getByRole("link", { name: "Alle Themen" })).toHaveAttribute("href", "/de/mediathek-de/tags");
  });

  test("search: results split into events and others, and an empty search", async ({ page }) => {
    await hydrated(page, "/en/search");
    const field = page.locator(".search-page").getByRole("searchbox", { name: "Search the website" });
    await field.fill("orfeo");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\?q=orfeo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “orfeo”");
    const nav = page.getByRole("navigation", { name: "Search results by category" });
    await expect(nav.getByRole("link", { name: /^All \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: /^Events \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Further results \(\d+\)$/ })).toBeVisible();

    await nav.getByRole("link", { name: /^Further results/ }).click();
    await expect(page).toHaveURL(/\/en\/search\/others\?q=orfeo$/);
    await expect(nav.getByRole("link", { name: /^Further results/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: /^Events/ })).toHaveCount(0);

    await hydrated(page, "/en/search?q=zzqxjv");
    await expect(page.getByText("Your search did not return any results")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Search results by category" })).toHaveCount(0);

    await hydrated(page, "/de/search?q=zzqxjv");
    await expect(page.getByText("Ihre Suche ergab keine Treffer")).toBeVisible();
  });

  test("legal pages render as generic pages in both languages", async ({ page }) => {
    for (const path of ["/de/impressum", "/en/impressum", "/de/datenschutz", "/en/agb"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("user pages send visitors to the login page", async ({ page }) => {
    const visitor = (await (await page.request.get("/api/user-details/")).json()) as { login_url: string };
    expect(visitor.login_url).not.toBe("");
    for (const path of ["/en/user/profile", "/de/user/settings"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeGreaterThanOrEqual(300);
      expect(response.status(), path).toBeLessThan(400);
      expect(response.headers().location, path).toContain(visitor.login_url);
    }
  });
});
