import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { EDITOR, editorHeaders, ownPage, signIn } from "./editing";
import { expect, test, whenHydrated } from "./fixtures";

/**
 * The CMS hub as a new administrator uses it (issue 25): from the account menu into the hub,
 * an account for a colleague, what that colleague may not open, what the dashboard shows of
 * their work, a version restored, a 404 turned into a redirect, the site switched off and on,
 * a CSV opened; axe on every screen and dialog on the way. State the journey only needs to find
 * (the colleague's page changes, a visitor's 404) is made through the site's own calls.
 */

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await whenHydrated(page);
}

/** A fresh browser of its own (a colleague, a visitor), on the same server. */
async function otherBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test("a new administrator runs the site from the hub", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error("no baseURL");
  const token = Date.now().toString(36);
  const colleague = { email: `kollegin-${token}@kulturwerk.example`, password: `Pass-${token}-word-long` };

  await test.step("opens the hub from the account menu", async () => {
    await signIn(page, baseURL);
    await open(page, "/de");
    await page.getByRole("button", { name: EDITOR.name }).click();
    await page.getByRole("link", { name: "CMS", exact: true }).click();
    await expect(page).toHaveURL(/\/cms-hub$/);
    await expect(page.getByRole("heading", { level: 1, name: "CMS" })).toBeVisible();
    await expectNoAxeViolations(page, "hub start");
  });

  await test.step("creates an editor account with a password", async () => {
    await open(page, "/cms-hub/accounts/new");
    await page.getByLabel("E-Mail-Adresse").fill(colleague.email);
    await page.getByLabel("Vorname").fill("Kim");
    await page.getByLabel("Nachname").fill("Berger");
    await page.getByLabel("Passwort", { exact: true }).selectOption({ label: "Passwort jetzt festlegen" });
    await page.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill(colleague.password);
    await page.getByRole("textbox", { name: "Neues Passwort wiederholen" }).fill(colleague.password);
    await expectNoAxeViolations(page, "new account form");
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page.getByText(`Das Konto ${colleague.email} ist angelegt.`)).toBeVisible();
  });

  const pagePath = await ownPage(page, baseURL);
  const colleaguePage = await otherBrowser(browser, baseURL);

  await test.step("the colleague signs in, may not open the accounts, and changes a page twice", async () => {
    await signIn(colleaguePage, baseURL, colleague);
    const refused = await colleaguePage.goto("/cms-hub/accounts");
    expect(refused?.status()).toBe(403);
    await expect(colleaguePage.getByRole("heading", { name: "Kein Zugriff" })).toBeVisible();
    await expectNoAxeViolations(colleaguePage, "403 page");
    const headers = await editorHeaders(colleaguePage, baseURL);
    for (const title of [`Erste Fassung ${token}`, `Zweite Fassung ${token}`]) {
      const read = await colleaguePage.request.get(`/de/pageeditor-api/page/${pagePath}?edit`);
      const { revision } = (await read.json()) as { revision: number };
      const saved = await colleaguePage.request.patch(`/de/pageeditor-api/page/${pagePath}`, {
        headers,
        data: { revision, title },
      });
      expect(saved.status()).toBe(200);
    }
  });

  await test.step("sees the colleague's sign-in among the identity events", async () => {
    await open(page, `/cms-hub/dashboard/identity?q=${encodeURIComponent(colleague.email)}`);
    await expect(page.getByRole("row").filter({ hasText: "Anmeldung" }).filter({ hasText: "Kim Berger" })).toHaveCount(
      1,
    );
    await expectNoAxeViolations(page, "identity events");
  });

  await test.step("finds the colleague's first change, compares its version with the page and restores it", async () => {
    await open(page, `/cms-hub/dashboard/activity?q=${encodeURIComponent(`Fassung ${token}`)}`);
    const changes = page.getByRole("row").filter({ hasText: "Kim Berger" });
    await expect(changes).toHaveCount(2);
    await expectNoAxeViolations(page, "activity");
    // Newest first: the second row is the first change.
    await changes
      .nth(1)
      .getByRole("link", { name: /^Version \d+ ansehen$/ })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Zweite Fassung ${token}`);
    await expect(dialog).toContainText(`Erste Fassung ${token}`);
    await expectNoAxeViolations(page, "version comparison");
    await dialog.getByRole("button", { name: "Diese Version wiederherstellen" }).click();
    await dialog.getByRole("button", { name: "Ja, wiederherstellen" }).click();
    await expect(dialog.getByText("Die Version ist wiederhergestellt.")).toBeVisible();
    const now = await page.request.get(`/de/pageeditor-api/page/${pagePath}`);
    expect(((await now.json()) as { title: string }).title).toBe(`Erste Fassung ${token}`);
  });

  const visitor = await otherBrowser(browser, baseURL);
  const lostPath = `/de/alter-spielplan-${token}`;

  await test.step("turns a visitor's 404 into a redirect the visitor then follows", async () => {
    const missing = await visitor.goto(lostPath);
    expect(missing?.status()).toBe(404);
    await whenHydrated(visitor);
    await open(page, `/cms-hub/dashboard/errors?q=${encodeURIComponent(token)}`);
    const row = page.getByRole("row").filter({ hasText: lostPath });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page, "error log");
    await row.getByRole("button", { name: `Weiterleitung für ${lostPath} anlegen` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Alter Pfad")).toHaveValue(lostPath);
    await dialog.getByLabel("Neuer Pfad").fill("/de/impressum");
    await expectNoAxeViolations(page, "redirect dialog");
    await dialog.getByRole("button", { name: "Weiterleitung anlegen" }).click();
    await expect(row).toContainText("/de/impressum");
    await visitor.goto(lostPath);
    await expect(visitor).toHaveURL(/\/de\/impressum$/);
  });

  await test.step("switches the site offline and back, and sees what visitors see", async () => {
    await open(page, "/cms-hub/settings/site");
    await expectNoAxeViolations(page, "site settings");
    const online = page.getByLabel("Website ist online");
    const saved = () =>
      page.waitForResponse(
        (response) => response.url().endsWith("/api/cms-hub/settings/site/") && response.request().method() === "PUT",
      );
    await online.uncheck();
    await page.getByRole("button", { name: "Speichern" }).click();
    const confirm = page.getByRole("dialog");
    await expectNoAxeViolations(page, "offline confirmation");
    const offlineSaved = saved();
    await confirm.getByRole("button", { name: "Offline schalten und speichern" }).click();
    expect((await offlineSaved).status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "Gespeichert." })).toBeVisible();
    await expect(online).not.toBeChecked();
    const offline = await visitor.goto("/de");
    expect(offline?.status()).toBe(503);
    await expect(visitor.getByText("Website offline")).toBeVisible();

    await online.check();
    const onlineSaved = saved();
    await page.getByRole("button", { name: "Speichern" }).click();
    expect((await onlineSaved).status()).toBe(200);
    await expect(online).toBeChecked();
    const back = await visitor.goto("/de");
    expect(back?.status()).toBe(200);
  });

  await test.step("downloads the activity as CSV and reads it", async () => {
    await open(page, `/cms-hub/dashboard/activity?q=${encodeURIComponent(`Fassung ${token}`)}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Als CSV herunterladen" }).click(),
    ]);
    const text = readFileSync(await download.path(), "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    const header = lines[0]?.split(",") ?? [];
    expect(header).toContain("created_at");
    // The colleague's two changes and the restore, all naming this page.
    expect(lines.slice(1).filter((line) => line.includes("Kim Berger"))).toHaveLength(2);
  });
});

/** Every hub screen an administrator opens, on a wide and a phone-sized screen. */
const HUB_SCREENS = [
  "/cms-hub",
  "/cms-hub/dashboard",
  "/cms-hub/dashboard/activity",
  "/cms-hub/dashboard/searches",
  "/cms-hub/dashboard/media",
  "/cms-hub/dashboard/identity",
  "/cms-hub/dashboard/versions",
  "/cms-hub/dashboard/errors",
  "/cms-hub/dashboard/forms",
  "/cms-hub/accounts",
  "/cms-hub/accounts/1",
  "/cms-hub/settings",
  "/cms-hub/settings/site",
  "/cms-hub/settings/design",
  "/cms-hub/settings/alerts",
  "/cms-hub/settings/menus",
  "/cms-hub/settings/opening-hours",
  "/cms-hub/settings/redirects",
  "/cms-hub/settings/noindex",
];

/** The German scan in parts of at most five screens, so each part is a test of its own size. */
const SCREEN_PARTS = Array.from({ length: Math.ceil(HUB_SCREENS.length / 5) }, (_, part) =>
  HUB_SCREENS.slice(part * 5, part * 5 + 5),
);

SCREEN_PARTS.forEach((screens, part) => {
  test(`hub screens in German, part ${part + 1} of ${SCREEN_PARTS.length}, have no axe violations`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error("no baseURL");
    await signIn(page, baseURL);
    for (const path of screens) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await whenHydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
  });
});

test("hub screens in English at 390 px have no axe violations and no sideways scrolling, the menu open too", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error("no baseURL");
  await signIn(page, baseURL);
  await open(page, "/cms-hub");
  await page.getByRole("button", { name: "English" }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/cms-hub", "/cms-hub/dashboard", "/cms-hub/dashboard/activity", "/cms-hub/settings/menus"]) {
    await open(page, path);
    await expect(page.locator(".hub")).toHaveAttribute("lang", "en");
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, `${path} (en, 390 px)`);
  }
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Areas of the CMS" })).toBeVisible();
  await expectNoAxeViolations(page, "hub menu open at 390 px");
});
