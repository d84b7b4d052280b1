import { expectNoAxeViolations } from "./axe";
import { editorHeaders, openInEditMode, ownPage, ownSection, signIn } from "./editing";
import { expect, test } from "./fixtures";

test("an editor moves modules with the Move to dialog, by dragging with the mouse and with the keyboard", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL ?? "");
  const path = await ownPage(page, baseURL ?? "");
  const headers = await editorHeaders(page, baseURL ?? "");
  const sectionId = await ownSection(page, path);
  for (const content of ["Alpha", "Beta", "Gamma"]) {
    const created = await page.request.post("/de/pageeditor-api/headline/", {
      headers,
      data: { parent: sectionId, column: 0, content, headline_level: 2 },
    });
    expect(created.status()).toBe(201);
  }

  const structure = await openInEditMode(page, `/de/${path}`);
  const columns = page.locator("main .module-section__column");
  await expect(columns.nth(0).locator("h2")).toHaveText(["Alpha", "Beta", "Gamma"]);

  await test.step("keyboard only: the Move to dialog puts Gamma into the second column", async () => {
    // The row's menu: Enter opens it on its first entry; "Nach unten" is off for the last module.
    const actions = structure.getByRole("button", { name: "Aktionen für Überschrift: Gamma" });
    await actions.focus();
    await page.keyboard.press("Enter");
    await expect(structure.getByRole("menuitem", { name: "Bearbeiten" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(structure.getByRole("menuitem", { name: "Verschieben nach …" })).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "„Überschrift: Gamma“ verschieben nach …" });
    await expect(dialog).toBeVisible();
    // Where it stands now is shown, not offered; a column of the section offers its start.
    await expect(dialog.getByRole("button", { name: "Nach „Überschrift: Beta“ (jetzige Stelle)" })).toBeDisabled();
    await expectNoAxeViolations(page, "edit mode while moving");

    const secondColumn = dialog
      .getByRole("group", { name: /, Spalte 2$/ })
      .getByRole("button", { name: "An den Anfang" });
    await expect(dialog.getByRole("button", { name: "An den Anfang" }).first()).toBeFocused();
    // Past "after Alpha" (its own place, after Beta, is disabled) to the second column.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(secondColumn).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(columns.nth(1).locator("h2")).toHaveText(["Gamma"]);
    await expect(columns.nth(0).locator("h2")).toHaveText(["Alpha", "Beta"]);
    await expect(actions).toBeFocused();
  });

  await test.step("mouse: Beta dragged by its handle onto Alpha goes before it", async () => {
    const handle = await structure.getByRole("button", { name: "Ziehen: Überschrift: Beta" }).boundingBox();
    const alpha = await structure.getByText("Überschrift: Alpha", { exact: true }).boundingBox();
    if (!handle || !alpha) throw new Error("the handle or the row is not shown");
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    // Past the few pixels that tell a drag from a click, then onto Alpha's row.
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 10, { steps: 4 });
    await page.mouse.move(alpha.x + 10, alpha.y + alpha.height / 2, { steps: 10 });
    // Columns offer a place, the page's top level (sections only) does not.
    await expect(structure.locator(".editor-structure__container.editor-structure__container--target")).toHaveCount(2);
    await expect(structure.locator(".editor-structure__top")).not.toHaveClass(/--target/);
    await expect(structure.locator(".editor-structure__row--drop")).toContainText("Überschrift: Alpha");
    await page.mouse.up();
    await expect(columns.nth(0).locator("h2")).toHaveText(["Beta", "Alpha"]);
  });

  await test.step("dnd-kit's keyboard mode: Space, ArrowDown, Space moves Beta one place down", async () => {
    const handle = structure.getByRole("button", { name: "Ziehen: Überschrift: Beta" });
    const announced = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(announced).toHaveText("„Überschrift: Beta“ aufgenommen.");
    await page.keyboard.press("ArrowDown");
    await expect(announced).toHaveText(/^„Überschrift: Beta“ käme am Ende von Sektion: .*, Spalte 1\.$/);
    await page.keyboard.press("Space");
    await expect(columns.nth(0).locator("h2")).toHaveText(["Alpha", "Beta"]);
    await expect(announced).toHaveText(/^„Überschrift: Beta“ verschoben am Ende von /);
    await expect(handle).toBeFocused();
  });
});
