import { expect, test, whenHydrated } from "./fixtures";

test.describe("server rendering and client takeover", () => {
  test("home hydrates without console errors", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("h1")).toBeVisible();
    await page.waitForFunction(
      () =>
        (window as unknown as { $_TSR?: { h?: unknown } }).$_TSR === undefined || document.readyState === "complete",
    );
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });

  test("a link click navigates without a new document request", async ({ page }) => {
    await page.goto("/de");
    await whenHydrated(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const link = page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link").first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/de\//);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator("h1")).toBeVisible();
    expect(documents).toEqual([]);
  });

  test("a page reached in the app takes the focus to its content", async ({ page }) => {
    await page.goto("/de");
    await whenHydrated(page);
    const link = page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link").first();
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
    // The next Tab starts in the new page's content, not in the header it left.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("#main-content") !== null)).toBe(true);

    // A link in the content, which goes with the old page, leads there too.
    await page.goto("/de/programm");
    await whenHydrated(page);
    const card = page.locator('#main-content a[href^="/de/programm/"]').first();
    await card.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/de\/programm\/.+/);
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("the language switch lands on the same page in the other language", async ({ page }) => {
    await page.goto("/de/programm");
    await whenHydrated(page);
    const languageSwitch = page.getByRole("navigation", { name: "Sprache wechseln" });
    await languageSwitch.getByRole("button").click();
    await languageSwitch.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/events$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("not-found pages the worker answers hydrate in place, without errors or reloads", async ({ context }) => {
    // An unknown language, and an unknown event of the shop (whose route hands events over to
    // the worker with a document request: it once did so again and again).
    for (const path of ["/fr/programm", "/webshop/events/999999999"]) {
      const page = await context.newPage();
      const problems: string[] = [];
      const documents: string[] = [];
      page.on("console", (message) => {
        // The browser reports the document's own 404 status; that one is expected.
        if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await whenHydrated(page);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(
        "Diese Seite konnte nicht gefunden werden",
      );
      expect(documents, path).toHaveLength(1);
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });

  test("an unknown path shows the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite konnte nicht gefunden werden");
  });
});
