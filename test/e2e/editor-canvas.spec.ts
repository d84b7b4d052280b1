import { expectNoAxeViolations, WCAG22 } from "./axe";
import { openInEditMode, ownPageWith } from "./editing";
import { expect, test } from "./fixtures";

/** WCAG 2.2 AA, as the issue asks of edit mode. */

test("on the page: a text selected with the mouse and with the keyboard is edited and seen, and a headline inserted with the + between two texts is there for a visitor", async ({
  page,
  browser,
  baseURL,
}) => {
  const path = await ownPageWith(page, baseURL ?? "", [
    ["text", { content: "<p>Erste Zeile</p>" }],
    ["text", { content: "<p>Zweite Zeile</p>" }],
  ]);
  await openInEditMode(page, `/de/${path}`);

  // The mouse: a click selects the text and shows its bar with where it sits; a double click opens it.
  const first = page.getByRole("group", { name: /^Text: Erste Zeile/ });
  await first.click();
  const bar = page.getByRole("group", { name: /^Auswahl: Text: Erste Zeile/ });
  await expect(bar.getByRole("navigation", { name: "Lage auf der Seite" })).toHaveText(/Sektion.*Spalte 1.*Text/);
  await expect(first).toHaveAttribute("aria-current", "true");
  await first.dblclick();
  const dialog = page.getByRole("dialog", { name: "Text bearbeiten" });
  const box = dialog.getByRole("textbox").first();
  await box.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Erste Zeile, geändert");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.locator("main")).toContainText("Erste Zeile, geändert");

  // The keyboard: modules are one tab stop, the arrow keys go from one to the next, Enter opens a text,
  // and Escape from its unchanged form returns to it.
  await page.getByRole("group", { name: /^Text: Erste Zeile, geändert/ }).focus();
  await page.keyboard.press("ArrowDown");
  const second = page.getByRole("group", { name: /^Text: Zweite Zeile/ });
  await expect(second).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();

  // The "+" between the two texts of the selected one's column.
  await second.click();
  await page.getByRole("button", { name: /^Hier einfügen: Spalte 1 von .*, Stelle 2$/ }).click();
  await page
    .getByRole("dialog", { name: "Einfügen" })
    .getByRole("button", { name: "Überschrift", exact: true })
    .click();
  const headline = page.getByRole("dialog", { name: "Überschrift hinzufügen" });
  await headline.getByRole("textbox", { name: /^Überschrift/ }).fill("Dazwischen");
  await headline.getByRole("button", { name: "Speichern" }).click();
  await expect(page.locator("main")).toContainText("Dazwischen");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/de/${path}`);
  await expect(visitorPage.locator("main .module-section__column").first()).toHaveText(
    /Erste Zeile, geändert\s*Dazwischen\s*Zweite Zeile/,
  );
  await visitor.close();

  // The shortcut reaches the editor's tools from anywhere; axe finds nothing with a selection shown.
  // The new module is the one selected.
  await expect(page.getByRole("group", { name: /^Überschrift: Dazwischen/ })).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("Alt+Shift+E");
  await expect(page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" }).locator(":focus")).toHaveCount(1);
  await expectNoAxeViolations(page, "edit mode", { tags: WCAG22 });
});

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("edit mode keeps two thirds of the screen for the page; a text tapped on the page is edited and seen; the palette fits and closes once a module is chosen; axe finds nothing with the bar, the outline and a dialog open", async ({
    page,
    baseURL,
  }) => {
    const path = await ownPageWith(page, baseURL ?? "", [["text", { content: "<p>Am Telefon</p>" }]]);
    await openInEditMode(page, `/de/${path}`);

    // What stays on screen over the page (fixed boxes, the editor's and the site's), as rows of the viewport.
    const { height, covered } = await page.evaluate(() => {
      const rows = Array.from(document.querySelectorAll<HTMLElement>("body *"))
        .filter((element) => getComputedStyle(element).position === "fixed")
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight)
        .map((box) => [Math.max(0, box.top), Math.min(window.innerHeight, box.bottom)] as const)
        .sort((a, b) => a[0] - b[0]);
      let total = 0;
      let [start, end] = [0, 0];
      for (const [top, bottom] of rows) {
        if (top > end) {
          total += end - start;
          [start, end] = [top, bottom];
        } else end = Math.max(end, bottom);
      }
      return { height: window.innerHeight, covered: total + end - start };
    });
    expect(height - covered, `${covered} px of ${height} covered`).toBeGreaterThanOrEqual((2 / 3) * height);

    // A tap selects; the bar stays on the screen; its Edit opens the form.
    await page.getByRole("group", { name: /^Text: Am Telefon/ }).tap();
    const bar = page.getByRole("group", { name: /^Auswahl: Text: Am Telefon/ });
    const barBox = await bar.boundingBox();
    expect(barBox && barBox.x >= 0 && barBox.x + barBox.width <= 390).toBe(true);
    await bar.getByRole("button", { name: "Bearbeiten" }).tap();
    const dialog = page.getByRole("dialog", { name: "Text bearbeiten" });
    await dialog.getByRole("textbox").first().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" und am Rechner");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(page.locator("main")).toContainText("Am Telefon und am Rechner");

    // The insert palette stays within the screen and is gone once a module is chosen.
    await page.getByRole("button", { name: "Einfügen", exact: true }).click();
    const palette = page.getByRole("menu", { name: "Einfügen" });
    const paletteBox = await palette.boundingBox();
    expect(paletteBox && paletteBox.x >= 0 && paletteBox.x + paletteBox.width <= 390).toBe(true);
    await palette.getByRole("menuitem", { name: "Überschrift", exact: true }).click();
    await expect(palette).toBeHidden();
    await page.keyboard.press("Escape");

    // The outline open, a module selected and its form open: nothing for axe (WCAG 2.2 AA).
    await page.getByRole("button", { name: "Gliederung" }).click();
    await expect(page.getByRole("navigation", { name: "Seitenaufbau" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Seitenaufbau" })
      .getByRole("button", { name: /^Text: Am Telefon/ })
      .click();
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "Bearbeiten" }).click();
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "edit mode", { tags: WCAG22 });
  });
});
