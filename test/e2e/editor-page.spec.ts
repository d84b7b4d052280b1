import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { editorHeaders, ownPage, signIn } from "./editing";
import { expect, test, whenHydrated } from "./fixtures";

/** The page's editable read: its id and revision. */
async function editableRead(page: Page, path: string): Promise<{ id: number; revision: number }> {
  const answer = await page.request.get(`/de/pageeditor-api/page/${path}?edit`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { id: number; revision: number };
}

const saved = (page: Page) => page.getByRole("status").filter({ hasText: "Gespeichert" });

test("page settings: opened with the keyboard, a new German title and address; the editor follows it, a visitor sees it, the old address redirects", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, baseURL ?? "");
  const path = await ownPage(page, baseURL ?? "");
  await page.goto(`/de/${path}?edit`);
  await whenHydrated(page);

  // The page's menu (its button tells the online state): Enter opens it on its first entry.
  const toolbar = page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" });
  await toolbar.getByRole("button", { name: "Seite: Online" }).focus();
  await page.keyboard.press("Enter");
  await expect(toolbar.getByRole("menuitem", { name: "Offline schalten" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(toolbar.getByRole("menuitem", { name: "Seiteneinstellungen" })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Seiteneinstellungen" });
  await expect(dialog).toBeVisible();
  const title = dialog.getByLabel(/^Titel/);
  await expect(title).toBeFocused();

  await expectNoAxeViolations(page, "edit mode");

  // A refusal speaks German in the German interface and takes the focus to its field.
  const address = dialog.getByLabel(/^Adresse der deutschen Seite/);
  await address.fill("/de/agb");
  await title.focus();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Eine andere Seite hat diese Adresse schon.")).toBeVisible();
  await expect(address).toBeFocused();

  await title.fill(`Neuer Titel ${path}`);
  await address.fill(`/de/${path}-neu`);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(saved(page)).toBeVisible();
  // The router writes the bare flag back as `edit=`.
  await expect(page).toHaveURL(new RegExp(`/de/${path}-neu\\?edit=?$`));
  await expect(page.locator("main h1")).toHaveText(`Neuer Titel ${path}`);
  await expect(page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" })).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/de/${path}-neu`);
  await expect(visitorPage.locator("main h1")).toHaveText(`Neuer Titel ${path}`);
  const old = await visitor.request.get(`/de/${path}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(new URL(old.headers().location ?? "", baseURL).pathname).toBe(`/de/${path}-neu`);
  await visitor.close();
});

test("versions: an older version opens as the page it was (for the editor only) and is restored", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, baseURL ?? "");
  const path = await ownPage(page, baseURL ?? "");
  const headers = await editorHeaders(page, baseURL ?? "");
  for (const headline of ["Fassung eins", "Fassung zwei"]) {
    const { revision } = await editableRead(page, path);
    const answer = await page.request.patch(`/de/pageeditor-api/page/${path}`, {
      headers,
      data: { revision, headline },
    });
    expect(answer.status()).toBe(200);
  }
  await page.goto(`/de/${path}?edit`);
  await whenHydrated(page);
  await expect(page.locator("main h1")).toHaveText("Fassung zwei");

  await page.getByRole("button", { name: "Seite: Online" }).click();
  await page.getByRole("menuitem", { name: "Versionen" }).click();
  const versions = page.getByRole("dialog", { name: "Versionen" });
  // Who changed what, in words.
  await expect(versions.getByRole("listitem").first()).toContainText("Erika Mustermann");
  await expect(versions.getByRole("listitem").first()).toContainText("Seiteneinstellungen geändert");
  // Newest first: the second save, then the first.
  await versions.getByRole("listitem").nth(1).getByRole("link", { name: "Ansehen" }).click();
  await expect(page).toHaveURL(/\?version_id=\d+$/);
  const previewUrl = page.url();
  const versionId = new URL(previewUrl).searchParams.get("version_id");
  await expect(page.locator("main h1")).toHaveText("Fassung eins");
  const bar = page.getByRole("region", { name: new RegExp(`^Vorschau: Version ${versionId} vom \\d`) });
  await expect(bar).toBeVisible();

  // The same address shows a visitor the live page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(previewUrl);
  await expect(visitorPage.locator("main h1")).toHaveText("Fassung zwei");
  await visitor.close();

  await bar.getByRole("button", { name: "Diese Version wiederherstellen" }).click();
  const confirm = page.getByRole("dialog", { name: "Diese Version wiederherstellen?" });
  await expect(confirm).toContainText("Die Änderung nach dem");
  await confirm.getByRole("button", { name: "Wiederherstellen" }).click();
  await expect(saved(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/de/${path}\\?edit=?$`));
  await expect(page.locator("main h1")).toHaveText("Fassung eins");
  await expect(page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" })).toBeVisible();
});

test("a link to a section the page lacks offers to create it, its anchor filled in", async ({ page, baseURL }) => {
  await signIn(page, baseURL ?? "");
  const path = await ownPage(page, baseURL ?? "");
  const slug = `neu-${path}`;
  await page.goto(`/de/${path}?edit#${slug}`);
  await whenHydrated(page);

  const dialog = page.getByRole("dialog", { name: "Neue Sektion" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`#${slug}`);
  await expect(dialog.getByLabel("Anker (für Links auf die Sektion)")).toHaveValue(slug);
  await dialog.getByRole("button", { name: "Anlegen" }).click();
  await expect(saved(page)).toBeVisible();
  await expect(dialog).toBeHidden();

  const { id } = await editableRead(page, path);
  const section = await page.request.get(`/de/pageeditor-api/container/by-slug/${slug}/`);
  expect(section.status()).toBe(200);
  expect(await section.json()).toMatchObject({ model: "section", slug, object_id: id });
});
