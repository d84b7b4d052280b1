import type { Locator, Page } from "@playwright/test";
import { expect, test, whenHydrated } from "./fixtures";

/** The header as a keyboard-only visitor uses it (SPEC §2/§4): skip link, menus, side panel, language, search. */

/**
 * Presses Tab (or Shift+Tab) until `target` has focus: the keyboard path a visitor takes,
 * without counting stops.
 */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab", maxStops = 60) {
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

const activeIsInside = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

test("the skip link is the first stop and jumps to the content", async ({ page }) => {
  await page.goto("/de");
  await whenHydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test("keyboard only: desktop menu, side panel, language switch and search", async ({ page }) => {
  await page.goto("/de");
  await whenHydrated(page);
  const mainNav = page.getByRole("navigation", { name: "Hauptnavigation" });

  // Desktop menu: a submenu opens from its toggle, Escape closes it, arrow-down enters it.
  const toggle = mainNav.getByRole("button", { name: "Untermenü Programm öffnen" });
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(mainNav.getByRole("link", { name: "Produktionen" })).toBeVisible();
  const other = mainNav.getByRole("button", { name: "Untermenü Sparten öffnen" });
  await other.focus();
  await page.keyboard.press("Enter");
  // One submenu at a time.
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Escape");
  await expect(other).toHaveAttribute("aria-expanded", "false");
  await expect(other).toBeFocused();
  await toggle.focus();
  await page.keyboard.press("ArrowDown");
  await expect(mainNav.getByRole("link", { name: "Spielplan" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(mainNav.getByRole("link", { name: "Produktionen" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/produktionen$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // The new page takes the focus once it is shown; the header lies before it.
  await expect(page.locator("#main-content")).toBeFocused();

  // Side panel: opens with the keyboard, keeps focus inside, Escape closes and returns focus.
  const burger = page.getByRole("button", { name: "Menü öffnen" });
  await tabTo(page, burger, "Shift+Tab");
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Menü" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("button", { name: "Menü schließen" })).toBeFocused();
  await expect(
    panel.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "Geschichte" }),
  ).toBeVisible();
  await expect(
    panel.getByRole("navigation", { name: "Weitere Links" }).getByRole("link", { name: "Newsletter" }),
  ).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
  expect(await activeIsInside(panel)).toBe(true);
  await page.keyboard.press("Shift+Tab");
  expect(await activeIsInside(panel)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(burger).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

  // Language switch: a dropdown listing every language; choosing one keeps the page.
  const languages = page.getByRole("navigation", { name: "Sprache wechseln" });
  await tabTo(page, languages.getByRole("button"));
  await page.keyboard.press("Enter");
  await expect(languages.getByRole("button")).toHaveAttribute("aria-expanded", "true");
  await expect(languages.locator('[aria-current="true"]')).toHaveText("Deutsch");
  await page.keyboard.press("Tab");
  await expect(languages.getByRole("link", { name: "English" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/productions$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Search: expand, type, arrow-down to the first suggestion, Enter lands on the search page.
  const openSearch = page.getByRole("button", { name: "Open search" });
  await tabTo(page, openSearch);
  await page.keyboard.press("Enter");
  const field = page.getByRole("combobox", { name: "Search the website" });
  await expect(field).toBeFocused();
  await page.keyboard.type("ORFEO");
  const suggestions = page.getByRole("listbox", { name: "Suggestions" });
  await expect(suggestions.getByRole("option").first()).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  const first = suggestions.getByRole("option").first();
  const title = (await first.locator("span").first().textContent()) ?? "";
  expect(title.toLowerCase()).toContain("orfeo");
  await page.keyboard.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/en/search" && url.searchParams.get("q") === title);
  await expect(field).toHaveValue(title);
  await expect(suggestions).toBeHidden();
});

test("submitting an empty search does nothing; the clear button empties and refocuses", async ({ page }) => {
  await page.goto("/en");
  await whenHydrated(page);
  await page.getByRole("button", { name: "Open search" }).click();
  const field = page.getByRole("combobox", { name: "Search the website" });
  await expect(field).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("button", { name: "Clear search" })).toHaveCount(0);
  await page.keyboard.type("orfeo");
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(field).toHaveValue("");
  await expect(field).toBeFocused();
});

test("a dismissed top alert stays dismissed after a reload", async ({ page, context }) => {
  await page.goto("/de");
  await whenHydrated(page);
  const alert = page.getByRole("region", { name: "Aktueller Hinweis" });
  await expect(alert).toContainText("Neue Spielzeit");
  await tabTo(page, alert.getByRole("button", { name: "Hinweis schließen" }));
  await page.keyboard.press("Enter");
  await expect(alert).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === "breakingNews");
  expect(cookie?.value).toMatch(/^\d+$/);
  await page.reload();
  await whenHydrated(page);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("region", { name: "Aktueller Hinweis" })).toHaveCount(0);
  // The server reads the cookie too: no flash of the closed alert before hydration.
  const html = await (await page.request.get("/de")).text();
  expect(html).toContain('class="site-header');
  expect(html).not.toContain('class="top-alert');
});

test("a landing page shows only the logo in the header", async ({ page }) => {
  await page.goto("/de/sommerfest");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Kulturwerk" })).toBeVisible();
  await expect(banner.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Aktueller Hinweis" })).toHaveCount(0);
});

test("the side panel opens from the design setting's side on a small screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/en");
  await whenHydrated(page);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const panel = page.getByRole("dialog", { name: "Menu" });
  await expect(panel).toBeVisible();
  // It slides in; once there, it rests against the right edge.
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      return Math.round((box?.x ?? 0) + (box?.width ?? 0));
    })
    .toBe(390);
  // The header fits a phone's width.
  expect(await page.getByRole("banner").evaluate((header) => header.scrollWidth)).toBeLessThanOrEqual(390);
  // A click outside the panel closes it.
  await page.mouse.click(5, 400);
  await expect(panel).toBeHidden();
});
