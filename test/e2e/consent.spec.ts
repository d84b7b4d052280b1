import { expect, type Page, test } from "@playwright/test";

/** Cookie consent (SPEC §2, §4, §9): when the dialog shows, what a choice does, the footer link. */

const consentDialog = (page: Page) => page.getByRole("dialog", { name: "Cookie-Einwilligung" });
const settingsDialog = (page: Page) => page.getByRole("dialog", { name: "Cookie-Einstellungen" });
const tagManager = (page: Page) => page.locator('script[src*="googletagmanager.com/gtm.js"]');

/** The dialog library has started (on a first visit from the entry, else when the browser is idle). */
async function consentReady(page: Page) {
  await page.waitForFunction(() => (window as unknown as { _ccRun?: boolean })._ccRun === true);
}

test.beforeEach(async ({ page }) => {
  // The dialog hides from automated browsers like it does from crawlers; these tests are visitors.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
});

test("the dialog shows on the first visit to home, with the CSP intact", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/de");
  await expect(consentDialog(page)).toBeVisible();
  await expect(consentDialog(page).getByRole("heading", { name: "Wir verwenden Cookies" })).toBeVisible();
  await expect(consentDialog(page).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
    "href",
    "/de/datenschutz",
  );
  // The library's styles arrived (a stylesheet from our origin, allowed by style-src).
  await expect(consentDialog(page)).toHaveCSS("position", "fixed");
  await expect(tagManager(page)).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("the dialog speaks the page's language", async ({ page }) => {
  await page.goto("/en");
  const dialog = page.getByRole("dialog", { name: "Cookie consent" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Accept all" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Necessary only" })).toBeVisible();
});

test("the dialog is not shown on the imprint", async ({ page }) => {
  await page.goto("/de/impressum");
  await consentReady(page);
  await expect(page.locator("#cc-main")).toBeAttached();
  await expect(consentDialog(page)).toBeHidden();
});

test("a first visit gets the dialog before the page's code, and a choice made then counts", async ({ page }) => {
  // Hold back the default layout's code: the page cannot hydrate until it arrives.
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Without a hold (the chunk renamed or not requested) the checks below would prove nothing.
  let held = false;
  await page.route(/\/assets\/_lang-[\w-]+\.js$/, async (route) => {
    held = true;
    await gate;
    await route.continue();
  });
  await page.goto("/de");
  await consentDialog(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(consentDialog(page)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "cc_cookie")).toBe(true);

  expect(held).toBe(true);
  release();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(tagManager(page)).toHaveAttribute("src", /id=GTM-KW2026/);
  await expect(consentDialog(page)).toBeHidden();
});

test("accepting all stores the choice, loads the tag manager and keeps the dialog away", async ({ page }) => {
  await page.goto("/de");
  await consentDialog(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(consentDialog(page)).toBeHidden();
  await expect(tagManager(page)).toHaveAttribute("src", /id=GTM-KW2026/);

  await page.reload();
  await consentReady(page);
  await expect(consentDialog(page)).toBeHidden();
  await expect(tagManager(page)).toHaveCount(1);

  // Nothing was rejected, so leaving a legal page does not ask again.
  await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
  await expect(page).toHaveURL(/\/de\/impressum$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Kontakt" }).click();
  await expect(page).toHaveURL(/\/de\/service\/kontakt$/);
  await expect(consentDialog(page)).toBeHidden();
});

test("after a rejection, leaving a legal page shows the dialog again", async ({ page }) => {
  await page.goto("/de");
  await consentDialog(page).getByRole("button", { name: "Nur notwendige" }).click();
  await expect(consentDialog(page)).toBeHidden();
  await expect(tagManager(page)).toHaveCount(0);

  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Datenschutz" }).click();
  await expect(page).toHaveURL(/\/de\/datenschutz$/);
  await expect(consentDialog(page)).toBeHidden();

  await footer.getByRole("link", { name: "Kontakt" }).click();
  await expect(page).toHaveURL(/\/de\/service\/kontakt$/);
  await expect(consentDialog(page)).toBeVisible();
});

test("the footer link opens the settings with the categories and their kinds", async ({ page }) => {
  await page.goto("/de");
  await consentDialog(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  // The first-visit dialog comes before hydration; the footer button works once the page has hydrated.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
  const settings = settingsDialog(page);
  await expect(settings).toBeVisible();
  for (const category of ["Notwendig", "Tracking", "Medien", "Marketing"]) {
    await expect(settings.getByRole("checkbox", { name: category, exact: true })).toBeChecked();
  }
  await expect(settings.getByRole("checkbox", { name: "Notwendig", exact: true })).toBeDisabled();

  // Withdraw media: the four tracking kinds stay, media embeds are no longer allowed.
  await settings.getByRole("checkbox", { name: "Medien", exact: true }).uncheck({ force: true });
  await settings.getByRole("button", { name: "Auswahl speichern" }).click();
  await expect(settings).toBeHidden();
  const cookie = (await page.context().cookies()).find((c) => c.name === "cc_cookie");
  const stored = JSON.parse(decodeURIComponent(cookie?.value ?? "{}")) as {
    categories: string[];
    services: Record<string, string[]>;
  };
  expect(stored.categories.sort()).toEqual(["marketing", "required", "tracking"]);
  expect(stored.services.tracking?.sort()).toEqual(["ads", "analytics", "business_tools", "marketing"]);
  expect(stored.services.media).toEqual([]);
});

test("the footer link works before the dialog has loaded", async ({ page }) => {
  // Hold the dialog's chunk back until the click, as on a slow connection.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/dialog-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/de/impressum");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
  release();
  await expect(settingsDialog(page)).toBeVisible();
});
