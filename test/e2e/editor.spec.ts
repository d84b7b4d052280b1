import { expectNoAxeViolations } from "./axe";
import { chooseAction, EDITOR, openInEditMode, ownPage, ownSection, signIn } from "./editing";
import { expect, test } from "./fixtures";

test("an editor inserts a Text module with bold in a section, a visitor sees it, copies the section to English, deletes the module and leaves edit mode", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, baseURL ?? "");
  const path = await ownPage(page, baseURL ?? "");
  const structure = await openInEditMode(page, `/de/${path}`);
  await expect(page.locator("html")).toHaveClass(/\bedit\b/);
  await expect(page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" })).toBeVisible();

  // Keyboard only: the column's add button, the module type, the form, save.
  await structure.getByRole("button", { name: /Modul hinzufügen \(Spalte 1\)/ }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("dialog", { name: "Einfügen" }).getByRole("button", { name: "Text", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Text hinzufügen" });
  await expect(dialog).toBeVisible();
  const editor = dialog.getByRole("textbox").first();
  await editor.click();
  await page.keyboard.type("Willkommen im ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Haus");
  await page.keyboard.press("Control+b");
  // A link with its text from the link form, then a bulleted list, from the text's own toolbar.
  await page.keyboard.type(". Zum ");
  const format = dialog.getByRole("toolbar", { name: "Textformat" });
  await format.getByRole("button", { name: "Link", exact: true }).click();
  await dialog.getByLabel("Adresse", { exact: true }).fill("/de/programm");
  await dialog.getByLabel("Linktext", { exact: true }).fill("Spielplan");
  await page.keyboard.press("Enter");
  // The cursor stands after the new link, back in the text: a new paragraph.
  await expect(editor).toBeFocused();
  await page.keyboard.press("Enter");
  await format.getByRole("button", { name: "Aufzählung" }).click();
  await page.keyboard.type("Einlass ab 19 Uhr");

  await expectNoAxeViolations(page, "edit mode");

  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Willkommen im Haus");
  await expect(page.locator("main strong", { hasText: "Haus" })).toBeVisible();
  await expect(page.locator('main .module-text a[href="/de/programm"]')).toHaveText("Spielplan");
  await expect(page.locator("main .module-text ul > li")).toHaveText("Einlass ab 19 Uhr");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/de/${path}`);
  await expect(visitorPage.locator("main")).toContainText("Willkommen im Haus");
  await expect(visitorPage.locator("#kultur-editor")).toHaveCount(0);
  await visitor.close();

  await chooseAction(structure, /^Aktionen für Text: Willkommen im Haus/, "Löschen");
  const confirm = page.getByRole("dialog", { name: "Löschen" });
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(page.locator("main")).not.toContainText("Willkommen im Haus");

  // The section exists in German only: the bilingual hint offers to copy it across.
  await expect(structure.getByText("Die englische Seite hat andere Abschnitte")).toBeVisible();
  await structure
    .getByRole("button", { name: /Auf die englische Seite kopieren/ })
    .first()
    .click();
  await expect(structure.getByText("Die englische Seite hat dieselben Abschnitte.")).toBeVisible();

  // Leaving edit mode restores the page as visitors see it.
  await page.getByRole("button", { name: "Bearbeiten beenden" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bedit\b/);
  await expect(structure).toHaveCount(0);
});

test("a change survives an expired session (login modal, sent again), a stale save gets the conflict view, and undo restores the section", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL ?? "");
  const path = await ownPage(page, baseURL ?? "");
  const csrf = async () => (await page.context().cookies()).find((cookie) => cookie.name === "csrftoken")?.value ?? "";
  const sectionId = await ownSection(page, path);
  const created = await page.request.post("/de/pageeditor-api/headline/", {
    headers: { "X-CSRFToken": await csrf(), Origin: baseURL ?? "" },
    data: { parent: sectionId, column: 0, content: "Erste Fassung", headline_level: 2 },
  });
  expect(created.status()).toBe(201);
  const headline = (await created.json()) as { id: number; revision: number };

  const structure = await openInEditMode(page, `/de/${path}`);

  // The session ends while the modal is open: saving opens the login modal, then saves.
  await chooseAction(structure, /^Aktionen für Überschrift: Erste Fassung/, "Bearbeiten");
  const dialog = page.getByRole("dialog", { name: "Überschrift bearbeiten" });
  await dialog.getByRole("textbox", { name: /^Überschrift/ }).fill("Zweite Fassung");
  await page.context().clearCookies({ name: "__Host-session" });
  await dialog.getByRole("button", { name: "Speichern" }).click();
  const login = page.getByRole("dialog", { name: "Erneut anmelden" });
  await expect(login).toBeVisible();
  await login.getByLabel("E-Mail-Adresse").fill(EDITOR.email);
  await login.getByLabel("Passwort").fill(EDITOR.password);
  await login.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Zweite Fassung");

  // Someone else saves the same headline meanwhile: this editor's save shows both copies.
  await chooseAction(structure, /^Aktionen für Überschrift: Zweite Fassung/, "Bearbeiten");
  await dialog.getByRole("textbox", { name: /^Überschrift/ }).fill("Meine Fassung");
  const other = await page.request.patch(`/de/pageeditor-api/headline/${headline.id}/`, {
    headers: { "X-CSRFToken": await csrf(), Origin: baseURL ?? "" },
    data: { revision: headline.revision + 1, content: "Fremde Fassung" },
  });
  expect(other.status()).toBe(200);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  const conflict = page.getByRole("dialog", { name: "Jemand hat dieses Modul inzwischen gespeichert" });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText("Fremde Fassung");
  await expect(conflict).toContainText("Meine Fassung");
  // Keeping mine puts it back into the form at the stored revision: saving then goes through.
  await conflict.getByRole("button", { name: "Meine Fassung über die gespeicherte setzen" }).click();
  await expect(dialog.getByRole("textbox", { name: /^Überschrift/ })).toHaveValue("Meine Fassung");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.locator("main")).toContainText("Meine Fassung");

  // Undo puts the section back as it was before the last change.
  await chooseAction(structure, /^Aktionen für Sektion/, "Rückgängig");
  await expect(page.locator("main")).toContainText("Fremde Fassung");
});
