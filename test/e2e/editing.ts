import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, whenHydrated } from "./fixtures";

/** What the editor tests share: the seeded editor, signing in, a page of the test's own. */

/** The seeded editor (workers/db/seed: content.ts and cli.ts). */
export const EDITOR = { email: "editor@example.org", password: "editor-password", name: "Erika Mustermann" };

/**
 * Signs the page's browser in (as the seeded editor unless told) through the login call, as the editor's login
 * modal does: the sign-in form itself is proved once, in sign-in.spec.ts and a11y.spec.ts.
 */
export async function signIn(
  page: Page,
  baseURL: string,
  account: { email: string; password: string } = EDITOR,
): Promise<void> {
  const token = `e2e${randomBytes(24).toString("hex")}`;
  await page.context().addCookies([{ name: "csrftoken", value: token, url: baseURL }]);
  const answer = await page.request.post("/de/pageeditor-api/login/", {
    headers: { "X-CSRFToken": token, Origin: baseURL },
    data: { email: account.email, password: account.password },
  });
  expect(answer.status()).toBe(200);
}

/** A page of the test's own, online, with one empty 50-50 section; answers its path below /de. */
export async function ownPage(page: Page, baseURL: string): Promise<string> {
  const headers = await editorHeaders(page, baseURL);
  const token = `e2e-${Date.now().toString(36)}`;
  const created = await page.request.post("/de/pageeditor-api/page/", {
    headers,
    data: {
      parent: null,
      titles: { de: `Testseite ${token}`, en: `Test page ${token}` },
      urls: { de: `/de/${token}`, en: `/en/${token}` },
    },
  });
  expect(created.status()).toBe(201);
  const { id, revision } = (await created.json()) as { id: number; revision: number };
  const online = await page.request.patch(`/de/pageeditor-api/page/${token}`, {
    headers,
    data: { revision, is_online: true },
  });
  expect(online.status()).toBe(200);
  const section = await page.request.post("/de/pageeditor-api/container/", {
    headers,
    data: { content_type: "page", object_id: id, slug: token, layout: 3 },
  });
  expect(section.status()).toBe(201);
  return token;
}

/** The headers every editing call of a test sends: the CSRF token echoed, a same-origin Origin. */
export async function editorHeaders(page: Page, baseURL: string): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrftoken")?.value ?? "";
  return { "X-CSRFToken": csrf, Origin: baseURL };
}

/**
 * Opens a page of this site (its path, without query) in edit mode; answers its outline, which is
 * open at first on a desktop and closed on a phone (its toggle says which).
 */
export async function openInEditMode(page: Page, path: string): Promise<Locator> {
  await page.goto(`${path}?edit`);
  await whenHydrated(page);
  const toolbar = page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" });
  const toggle = toolbar.getByRole("button", { name: "Gliederung" });
  await expect(toggle).toBeVisible();
  const structure = page.getByRole("navigation", { name: "Seitenaufbau" });
  if ((await toggle.getAttribute("aria-expanded")) === "true") await expect(structure).toBeVisible();
  return structure;
}

/**
 * Chooses `entry` ("Bearbeiten", "Löschen", …) from the outline's menu of one module, its button
 * named `actions` ("Aktionen für Text: …"; a RegExp for the start of a long name).
 */
export async function chooseAction(structure: Locator, actions: string | RegExp, entry: string): Promise<void> {
  await structure.getByRole("button", { name: actions, exact: typeof actions === "string" }).click();
  await structure.getByRole("menu").getByRole("menuitem", { name: entry, exact: true }).click();
}

/** The id of the section `ownPage` made: its anchor is the page's path. */
export async function ownSection(page: Page, path: string): Promise<number> {
  const answer = await page.request.get(`/de/pageeditor-api/container/by-slug/${path}/`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { id: number }).id;
}

/**
 * Signs in, makes a page of the test's own (`ownPage`) and puts `modules` into the first column of
 * its section through the editing API, in order; answers the page's path below /de.
 */
export async function ownPageWith(
  page: Page,
  baseURL: string,
  modules: [model: string, fields: Record<string, unknown>][],
): Promise<string> {
  await signIn(page, baseURL);
  const path = await ownPage(page, baseURL);
  const section = await ownSection(page, path);
  const headers = await editorHeaders(page, baseURL);
  for (const [model, fields] of modules) {
    const created = await page.request.post(`/de/pageeditor-api/${model}/`, {
      headers,
      data: { parent: section, column: 0, ...fields },
    });
    expect(created.status()).toBe(201);
  }
  return path;
}
