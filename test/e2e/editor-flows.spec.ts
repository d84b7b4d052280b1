import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { chooseAction, EDITOR, editorHeaders, openInEditMode, ownPage, signIn } from "./editing";
import { expect, test, whenHydrated } from "./fixtures";

/** Whether the element with focus is inside `dialog`. */
function holdsFocus(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Opens a dialog with the keyboard from its control: a module's outline menu button (Enter opens
 * the menu on its first entry, "Bearbeiten", and Enter chooses it) or a plain button. Escape
 * brings focus back to the control.
 */
async function openWithKeyboard(page: Page, control: Locator, dialog: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press("Enter");
  if ((await control.getAttribute("aria-haspopup")) === "menu") {
    await expect(page.getByRole("menuitem", { name: "Bearbeiten", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
  }
  await expect(dialog).toBeVisible();
  expect(await holdsFocus(dialog)).toBe(true);
}

async function closeWithEscape(page: Page, control: Locator, dialog: Locator): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(control).toBeFocused();
}

/** Seeded division pages, one per page background theme (SPEC §2; workers/db/seed/pages.ts). */
const THEMED_PAGES = [
  { theme: "cc01", path: "/de/sommerspiele" },
  { theme: "cc02", path: "/de/barocktage" },
  { theme: "cc03", path: "/de/tischlerei" },
];

for (const { theme, path } of THEMED_PAGES) {
  test(`on the ${theme} background, edit mode with a module's modal (and a finder) open has no axe violations; focus stays in the dialog and returns to its control`, async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL ?? "");
    const structure = page.getByRole("navigation", { name: "Seitenaufbau" });
    await page.goto(`${path}?edit`);
    await whenHydrated(page);
    await expect(page.locator(`article.page--${theme}`)).toBeVisible();
    await expect(structure).toBeVisible();

    // A Text module: the modal with the Milkdown editor.
    const editText = structure.getByRole("button", { name: /^Aktionen für Text/ }).first();
    const textDialog = page.getByRole("dialog", { name: "Text bearbeiten" });
    await openWithKeyboard(page, editText, textDialog);
    await expect(textDialog.locator("[contenteditable=true]")).toBeVisible();
    await expectNoAxeViolations(page, "edit mode with a dialog open");
    await closeWithEscape(page, editText, textDialog);

    // A Full Teaser with the image finder open above its modal.
    const editTeaser = structure.getByRole("button", { name: /^Aktionen für Full Teaser/ }).first();
    const teaserDialog = page.getByRole("dialog", { name: "Full Teaser bearbeiten" });
    await openWithKeyboard(page, editTeaser, teaserDialog);
    const chooseImage = teaserDialog.getByRole("button", { name: "Anderes Bild" });
    await chooseImage.focus();
    await page.keyboard.press("Enter");
    const finder = page.getByRole("dialog", { name: "Bild wählen" });
    await expect(finder).toBeVisible();
    expect(await holdsFocus(finder)).toBe(true);
    await expect(finder.locator(".finder__image").first()).toBeVisible();
    await expectNoAxeViolations(page, "edit mode with a dialog open");
    await closeWithEscape(page, chooseImage, finder);
    await closeWithEscape(page, editTeaser, teaserDialog);
  });
}

test("two editors in two browsers change the same headline of the English page: the second gets the conflict view with both copies and takes the first one's text", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, baseURL ?? "");
  const path = await ownPage(page, baseURL ?? "");
  const headers = await editorHeaders(page, baseURL ?? "");
  const { id: pageId } = (await (await page.request.get(`/en/pageeditor-api/page/${path}?edit`)).json()) as {
    id: number;
  };
  const section = await page.request.post("/en/pageeditor-api/container/", {
    headers,
    data: { content_type: "page", object_id: pageId, slug: path, layout: 0 },
  });
  expect(section.status()).toBe(201);
  const { id: sectionId } = (await section.json()) as { id: number };
  const headline = await page.request.post("/en/pageeditor-api/headline/", {
    headers,
    data: { parent: sectionId, column: 0, content: "First draft", headline_level: 2 },
  });
  expect(headline.status()).toBe(201);

  const secondBrowser = await browser.newContext();
  const second = await secondBrowser.newPage();
  await signIn(second, baseURL ?? "");

  const headlineDialog = (editor: Page) => editor.getByRole("dialog", { name: "Edit Headline" });
  for (const editor of [page, second]) {
    await editor.goto(`/en/${path}?edit`);
    await whenHydrated(editor);
    await chooseAction(
      editor.getByRole("navigation", { name: "Page structure" }),
      /^Actions for Headline: First draft/,
      "Edit",
    );
    await expect(headlineDialog(editor)).toBeVisible();
  }
  await headlineDialog(page)
    .getByRole("textbox", { name: /^Headline/ })
    .fill("Editor A’s words");
  await headlineDialog(page).getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Editor A’s words");

  await headlineDialog(second)
    .getByRole("textbox", { name: /^Headline/ })
    .fill("Editor B’s words");
  await headlineDialog(second).getByRole("button", { name: "Save" }).click();
  const conflict = second.getByRole("dialog", { name: "Someone saved this module in the meantime" });
  await expect(conflict).toBeVisible();
  await expect(conflict.locator("section", { hasText: "Saved version" })).toContainText("Editor A’s words");
  await expect(conflict.locator("section", { hasText: "Your version" })).toContainText("Editor B’s words");
  await conflict.getByRole("button", { name: "Take theirs (drop mine)" }).click();
  await expect(conflict).toBeHidden();
  await expect(second.locator("main")).toContainText("Editor A’s words");
  await chooseAction(
    second.getByRole("navigation", { name: "Page structure" }),
    /^Actions for Headline: Editor A’s words/,
    "Edit",
  );
  await expect(headlineDialog(second).getByRole("textbox", { name: /^Headline/ })).toHaveValue("Editor A’s words");
  await secondBrowser.close();
});

test("a copied 50-50 section changed to one column keeps the module of its second column; the copy is deleted after confirming", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, baseURL ?? "");
  const path = await ownPage(page, baseURL ?? "");
  const headers = await editorHeaders(page, baseURL ?? "");
  const original = (await (await page.request.get(`/de/pageeditor-api/container/by-slug/${path}/`)).json()) as {
    id: number;
  };
  const headline = await page.request.post("/de/pageeditor-api/headline/", {
    headers,
    data: { parent: original.id, column: 1, content: "Rechte Spalte", headline_level: 2 },
  });
  expect(headline.status()).toBe(201);

  const structure = await openInEditMode(page, `/de/${path}`);
  // Both sections are named by their heading: the copy is the second, placed right after.
  const sectionActions = structure.getByRole("button", { name: "Aktionen für Sektion: Rechte Spalte", exact: true });
  await sectionActions.focus();
  await page.keyboard.press("Enter");
  await structure.getByRole("menuitem", { name: "Kopieren" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
  await expect(sectionActions).toHaveCount(2);
  await expect(page.locator("main .module-section--50-50")).toHaveCount(2);
  // Anchor slugs are not copied: the copy is the section without one.
  await expect(page.locator("main .module-section--50-50").nth(1)).not.toHaveAttribute("id", path);

  const copyActions = sectionActions.nth(1);
  await copyActions.focus();
  await page.keyboard.press("Enter");
  await expect(structure.getByRole("menuitem", { name: "Bearbeiten" })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Sektion bearbeiten" });
  await dialog.getByRole("combobox", { name: /^Spalten/ }).selectOption({ label: "100 %" });
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  const copy = structure.locator(".editor-structure__top > ol > li").nth(1);
  await expect(copy.getByText("Spalte 1", { exact: true })).toBeVisible();
  await expect(copy.getByText("Spalte 2", { exact: true })).toHaveCount(0);
  await expect(copy.getByRole("button", { name: /^Aktionen für Überschrift: Rechte Spalte/ })).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/de/${path}`);
  const oneColumn = visitorPage.locator("main .module-section--100");
  await expect(oneColumn.locator(".module-section__column")).toHaveCount(1);
  await expect(oneColumn.locator(".module-section__column").first()).toContainText("Rechte Spalte");
  await expect(visitorPage.locator(`main #${path} .module-section__column`).nth(1)).toContainText("Rechte Spalte");
  await visitor.close();

  await copyActions.click();
  await structure.getByRole("menuitem", { name: "Löschen" }).click();
  const confirm = page.getByRole("dialog", { name: "Löschen" });
  await expect(confirm).toContainText("„Sektion: Rechte Spalte“");
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(page.locator("main .module-section--100")).toHaveCount(0);
  await expect(page.locator("main .module-section--50-50")).toHaveCount(1);
  await expect(page.locator("main")).toContainText("Rechte Spalte");
});

test("a session that is gone when editing starts opens the redirect modal, whose sign-in leads back to the page in edit mode", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL ?? "");
  const path = await ownPage(page, baseURL ?? "");
  await page.goto(`/de/${path}?edit`);
  await whenHydrated(page);
  await page.getByRole("button", { name: "Bearbeiten beenden" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bedit\b/);

  await page.context().clearCookies({ name: "__Host-session" });
  await page.getByRole("button", { name: "Seite bearbeiten" }).click();
  const gone = page.getByRole("dialog", { name: "Sie sind nicht mehr angemeldet" });
  await expect(gone).toBeVisible();
  const toLogin = gone.getByRole("link", { name: "Zur Anmeldung" });
  await expect(toLogin).toBeFocused();
  // The router writes the bare flag back as `edit=`.
  await expect(toLogin).toHaveAttribute("href", new RegExp(`^/de/login\\?next=%2Fde%2F${path}%3Fedit(%3D)?$`));
  await toLogin.click();

  await page.getByLabel("E-Mail-Adresse").fill(EDITOR.email);
  await page.getByLabel("Passwort").fill(EDITOR.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/de/${path}\\?edit=?$`));
  await whenHydrated(page);
  await expect(page.getByRole("navigation", { name: "Seitenaufbau" })).toBeVisible();
  await expect(gone).toHaveCount(0);
});
