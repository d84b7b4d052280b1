import { openInEditMode, ownPageWith, signIn } from "./editing";
import { expect, test } from "./fixtures";

test("a deleted section comes back by undo from the saved alert and from the recent changes", async ({
  page,
  baseURL,
}) => {
  const path = await ownPageWith(page, baseURL ?? "", [
    ["headline", { content: "Bleibt erhalten", headline_level: 2 }],
  ]);
  await openInEditMode(page, `/de/${path}`);

  const remove = async () => {
    // The headline on the page, then its section from the breadcrumb.
    await page.getByRole("group", { name: /^Überschrift: Bleibt erhalten/ }).click();
    await page.getByRole("navigation", { name: "Lage auf der Seite" }).getByRole("button", { name: "Sektion" }).click();
    await page.getByRole("button", { name: /^Mehr für Sektion: Bleibt erhalten/ }).click();
    await page.getByRole("menuitem", { name: "Löschen" }).click();
    await page.getByRole("dialog", { name: "Löschen" }).getByRole("button", { name: "Löschen" }).click();
    await expect(page.locator("main")).not.toContainText("Bleibt erhalten");
  };

  await remove();
  await page.getByRole("status").getByRole("button", { name: "Rückgängig" }).click();
  await expect(page.locator("main")).toContainText("Bleibt erhalten");

  await remove();
  await page.getByRole("button", { name: /^Seite: Online/ }).click();
  await page.getByRole("menuitem", { name: "Letzte Änderungen" }).click();
  const recent = page.getByRole("dialog", { name: "Letzte Änderungen" });
  await recent.getByRole("button", { name: /^Rückgängig: .*gelöscht/ }).click();
  await expect(page.locator("main")).toContainText("Bleibt erhalten");
});

test("two editors change one text at once: the second sees both versions marked, keeps hers on top of his and saves both editors' words", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const path = await ownPageWith(page, base, [["text", { content: "<p>Der Anfang.</p>" }]]);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, base);
  await openInEditMode(otherPage, `/de/${path}`);
  await openInEditMode(page, `/de/${path}`);

  // Both open the text; the other editor saves first.
  const write = async (on: typeof page, words: string) => {
    await on.getByRole("group", { name: /^Text: Der Anfang/ }).dblclick();
    const dialog = on.getByRole("dialog", { name: "Text bearbeiten" });
    await dialog.getByRole("textbox").first().click();
    await on.keyboard.press("Control+End");
    await on.keyboard.type(words);
    return dialog;
  };
  const his = await write(otherPage, " Von Ben.");
  const mine = await write(page, " Von Anna.");
  await his.getByRole("button", { name: "Speichern" }).click();
  await expect(otherPage.locator("main")).toContainText("Von Ben.");
  await other.close();

  await mine.getByRole("button", { name: "Speichern" }).click();
  const conflict = page.getByRole("dialog", { name: "Jemand hat dieses Modul inzwischen gespeichert" });
  const theirs = conflict.getByRole("region", { name: "Gespeicherte Fassung" });
  const ours = conflict.getByRole("region", { name: "Ihre Fassung" });
  await expect(theirs).toContainText("Der Anfang. Von Ben.");
  await expect(ours).toContainText("Der Anfang. Von Anna.");
  await expect(theirs.locator("del")).toHaveText("Ben");
  await expect(ours.locator("ins")).toHaveText("Anna");
  // The page already shows his words; hers come back into the form, on top of his.
  await expect(page.locator("main")).toContainText("Von Ben.");
  await conflict.getByRole("button", { name: "Meine Fassung über die gespeicherte setzen" }).click();
  const form = page.getByRole("dialog", { name: "Text bearbeiten" });
  await expect(form.getByRole("textbox").first()).toContainText("Von Anna.");
  await form.getByRole("textbox").first().click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Von Ben.");
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(page.locator("main")).toContainText("Der Anfang. Von Anna. Von Ben.");
});

test("a changed dialog asks before it closes and before the page is left; keeping on keeps the words", async ({
  page,
  baseURL,
}) => {
  const path = await ownPageWith(page, baseURL ?? "", [["headline", { content: "Alter Titel", headline_level: 2 }]]);
  await openInEditMode(page, `/de/${path}`);

  await page.getByRole("group", { name: /^Überschrift: Alter Titel/ }).dblclick();
  const dialog = page.getByRole("dialog", { name: "Überschrift bearbeiten" });
  const field = dialog.getByRole("textbox", { name: /^Überschrift/ });
  await field.fill("Neuer Titel, noch nicht gespeichert");
  for (const close of [
    () => page.keyboard.press("Escape"),
    () => dialog.getByRole("button", { name: "Schließen" }).click(),
    () => dialog.getByRole("button", { name: "Abbrechen" }).click(),
  ]) {
    await close();
    await expect(dialog.getByText("Ungespeicherte Änderungen verwerfen?")).toBeVisible();
    await dialog.getByRole("button", { name: "Weiter bearbeiten" }).click();
    await expect(field).toHaveValue("Neuer Titel, noch nicht gespeichert");
  }

  // Leaving the page asks too; staying keeps the dialog with its words.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", async (question) => {
      resolve(question.type());
      await question.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
  await expect(field).toHaveValue("Neuer Titel, noch nicht gespeichert");
});
