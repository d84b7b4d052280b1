import type { Page } from "@playwright/test";
import { expect, test, whenHydrated } from "./fixtures";
import { HOME_ROUTE_CODE, holdBack } from "./hold-back";

/** Cookie consent (SPEC §2, §4, §9): when the dialog shows, what a choice does, the footer link. */

const consentDialog = (page: Page) => page.getByRole("dialog", { name: "Cookie-Einwilligung" });
const settingsDialog = (page: Page) => page.getByRole("dialog", { name: "Cookie-Einstellungen" });
const tagManager = (page: Page) => page.locator('script[src*="googletagmanager.com/gtm.js"]');

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
  // A keyboard or screen-reader visitor is taken to the dialog, which reads out its name and text.
  await expect(consentDialog(page)).toBeFocused();
  await expect(consentDialog(page)).toHaveAccessibleDescription(
    /technisch notwendige Cookies.*jederzeit über „Cookie-Einstellungen“ in der Fußzeile ändern/,
  );
  // Its styles arrived (a stylesheet from our origin, allowed by style-src).
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

test("the dialog is not shown on the imprint, and shows when the visitor moves on", async ({ page }) => {
  const dialogCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/dialog-[\w-]+\.js$/.test(request.url())) dialogCode.push(request.url());
  });
  const controllerLoaded = page.waitForResponse(/\/assets\/controller-[\w-]+\.js$/);
  await page.goto("/de/impressum");
  await controllerLoaded;
  await page.waitForLoadState("networkidle");
  // The controller ran and decided against the dialog: not even its code was fetched.
  expect(dialogCode).toEqual([]);
  await expect(consentDialog(page)).toBeHidden();

  await page.getByRole("contentinfo").getByRole("link", { name: "Kontakt" }).click();
  await expect(page).toHaveURL(/\/de\/service\/kontakt$/);
  await expect(consentDialog(page)).toBeVisible();
});

test("a first visit gets the dialog before the page's code, and a choice made then counts", async ({ page }) => {
  const hold = await holdBack(page, HOME_ROUTE_CODE);
  await page.goto("/de");
  await consentDialog(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(consentDialog(page)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "cc_cookie")).toBe(true);

  await expect.poll(() => hold.held()).toBe(true);
  hold.release();
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
  // The tag manager comes back with the stored choice, and the dialog does not.
  await expect(tagManager(page)).toHaveCount(1);
  await expect(consentDialog(page)).toBeHidden();

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

  // Followed before hydration (a full page load) or after it (in the app), the link leads there.
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Datenschutz" }).click();
  await expect(page).toHaveURL(/\/de\/datenschutz$/);
  await expect(consentDialog(page)).toBeHidden();
  // The visitor reads the privacy page (it has loaded and come alive) before moving on.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await footer.getByRole("link", { name: "Kontakt" }).click();
  await expect(page).toHaveURL(/\/de\/service\/kontakt$/);
  await expect(consentDialog(page)).toBeVisible();
});

test("after a rejection, a page loaded in full from a legal page asks again; reloading it does not", async ({
  page,
}) => {
  await page.goto("/de");
  await consentDialog(page).getByRole("button", { name: "Nur notwendige" }).click();
  await expect(consentDialog(page)).toBeHidden();

  // A link on the privacy page followed as a full page load (before it hydrated, or without JavaScript).
  const origin = new URL(page.url()).origin;
  await page.goto("/de/programm", { referer: `${origin}/de/datenschutz` });
  await expect(consentDialog(page)).toBeVisible();
  await consentDialog(page).getByRole("button", { name: "Nur notwendige" }).click();
  await expect(consentDialog(page)).toBeHidden();

  // The controller loads when the browser is idle after hydration; once it and anything it
  // asks for have arrived, it has decided.
  const controller = page.waitForResponse(/\/assets\/controller-[\w-]+\.js$/);
  await page.reload();
  await controller;
  await page.waitForLoadState("networkidle");
  await expect(consentDialog(page)).toBeHidden();
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

test("the settings are a modal dialog: Escape closes them and focus returns to the footer link", async ({ page }) => {
  await page.goto("/de");
  await consentDialog(page).getByRole("button", { name: "Nur notwendige" }).click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" });
  await footerButton.focus();
  await page.keyboard.press("Enter");
  const settings = settingsDialog(page);
  await expect(settings).toBeVisible();
  // The refusal is what the settings show.
  await expect(settings.getByRole("checkbox", { name: "Tracking", exact: true })).not.toBeChecked();
  await expect(settings.getByRole("checkbox", { name: "Notwendig", exact: true })).toBeChecked();
  await expect(settings.getByText("Umfasst: Analyse, Werbung, Business-Tools, Marketing")).toBeVisible();
  // Tab never reaches the page behind the modal (past its last control it leaves for the browser's
  // own controls, where the document has no focused element, and comes back).
  const reached = new Set<string>();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Tab");
    reached.add(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "browser";
        return active.closest("dialog.consent-preferences") ? "settings" : `page: ${active.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect([...reached].sort()).toEqual(["browser", "settings"]);
  await page.keyboard.press("Escape");
  await expect(settings).toBeHidden();
  await expect(footerButton).toBeFocused();
});

test("withdrawing tracking removes the tag manager's cookies and reloads without it", async ({ page, context }) => {
  await page.goto("/de");
  await consentDialog(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(tagManager(page)).toHaveCount(1);
  const { hostname } = new URL(page.url());
  await context.addCookies([
    { name: "_ga", value: "GA1.1.42", domain: hostname, path: "/" },
    { name: "_gcl_au", value: "1.1", domain: hostname, path: "/" },
    { name: "keep_me", value: "1", domain: hostname, path: "/" },
  ]);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
  await settingsDialog(page).getByRole("checkbox", { name: "Tracking", exact: true }).uncheck();
  const reloaded = page.waitForEvent("load");
  await settingsDialog(page).getByRole("button", { name: "Auswahl speichern" }).click();
  await reloaded;
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain("_ga");
  expect(names).not.toContain("_gcl_au");
  expect(names).toContain("keep_me");
  // By then the consent controller has read the new choice (it loads when the page is idle).
  await whenHydrated(page);
  await expect(tagManager(page)).toHaveCount(0);
});
