import type { Locator, Page } from "@playwright/test";
import { chooseAction, openInEditMode, ownPage, signIn } from "./editing";
import { expect, test } from "./fixtures";

/**
 * Modules as an editor adds them: the column's add button, the type, its form's required fields
 * (SPEC §5) filled through the UI — rich text typed, images, links, events and forms chosen with
 * the finders, a venue selected — saved and seen on the page; a list gets one item through its
 * own add button. One module for each way of filling a field: every type's form is checked in
 * src/modules/edit-forms.test.tsx, and every type is created and rendered in workerd
 * (test/integration/module-types.test.ts).
 */

/** The SPEC §9 image breakpoints: every rendered image offers these widths. */
const BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536];

/** A field's accessible name starting with `label` as a word ('Überschrift*', not 'Überschriftenebene'). */
const named = (label: string) => new RegExp(`^${label}(?![\\p{L}-])`, "u");

/** A module's open form, with the ways an editor fills its fields. */
class ModuleForm {
  constructor(
    readonly page: Page,
    readonly dialog: Locator,
  ) {}

  async text(label: string, value: string): Promise<void> {
    await this.dialog.getByLabel(named(label)).fill(value);
  }

  /** A Milkdown field: typed as an editor types. */
  async richText(label: string, value: string): Promise<void> {
    await this.dialog.getByRole("textbox", { name: named(label) }).click();
    await this.page.keyboard.type(value);
  }

  async select(label: string, option: string): Promise<void> {
    await this.dialog.getByLabel(named(label)).selectOption({ label: option });
  }

  /** The image field's button, then the newest image of the media library. */
  async chooseImage(): Promise<void> {
    const field = this.dialog.getByRole("group", { name: /^Bild/ });
    await field.getByRole("button", { name: "Bild wählen" }).click();
    const finder = this.page.getByRole("dialog", { name: "Bild wählen" });
    await finder.locator(".finder__image").first().click();
    await expect(finder).toBeHidden();
    await expect(field.locator("img")).toBeVisible();
  }

  /** Opens the link finder with `button` and picks the German page of the first `kind` found for `search`. */
  async findLink(button: Locator, search: string, kind?: string): Promise<void> {
    await button.click();
    const finder = this.page.getByRole("dialog", { name: "Link wählen" });
    if (kind) await finder.getByRole("combobox", { name: "Art", exact: true }).selectOption({ label: kind });
    await finder.getByRole("searchbox").fill(search);
    const choice = finder.locator(".finder__choice", { hasText: "Deutsch" }).first();
    await expect(finder.locator(".finder__target-title").first()).toContainText(search);
    await choice.click();
    await expect(finder).toBeHidden();
  }

  /** Opens the event finder from the form's link field and takes the first event it lists. */
  async chooseEvent(): Promise<void> {
    await this.dialog.getByRole("button", { name: "Veranstaltung wählen" }).click();
    const finder = this.page.getByRole("dialog", { name: "Veranstaltung wählen" });
    const first = finder.locator("[data-choice]").first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(finder).toBeHidden();
    await expect(this.dialog.getByLabel(named("Link"))).toHaveValue(/^\/de\/programm\/[^/]+\/\d+$/);
  }
}

interface ModuleCase {
  /** The editor's German name of the type (src/editor/toolbar/modules.ts). */
  name: string;
  fill?: (form: ModuleForm) => Promise<void>;
  /** What the page shows once it is saved (for a list: once its item is saved too). */
  rendered: (main: Locator) => Locator;
  /** A list's item, added with the list's own add button. */
  item?: { name: string; fill: (form: ModuleForm) => Promise<void> };
}

/** One module for each way of filling a form, the list items included. */
const REPRESENTATIVE_MODULES: ModuleCase[] = [
  {
    name: "Text",
    fill: (form) => form.richText("Text", "E2E-Fließtext"),
    rendered: (main) => main.locator(".module-text", { hasText: "E2E-Fließtext" }),
  },
  {
    name: "Link",
    fill: async (form) => {
      await form.text("Linktext", "E2E-Linktext");
      await form.findLink(form.dialog.getByRole("button", { name: "Link wählen" }), "Medien", "Seiten");
    },
    rendered: (main) => main.getByRole("link", { name: "E2E-Linktext" }).and(main.locator('[href="/de/medien"]')),
  },
  {
    name: "FAQ",
    rendered: (main) => main.locator(".module-faq-item", { hasText: "E2E-Frage" }).filter({ hasText: "E2E-Antwort" }),
    item: {
      name: "FAQ-Eintrag",
      fill: async (form) => {
        await form.text("Frage", "E2E-Frage");
        await form.richText("Antwort", "E2E-Antwort");
      },
    },
  },
  {
    name: "Full Teaser",
    fill: async (form) => {
      await form.chooseImage();
      await form.text("Überschrift", "E2E-Teaser");
    },
    rendered: (main) => main.locator(".module-full-teaser", { hasText: "E2E-Teaser" }).locator("picture"),
  },
  {
    name: "Teaserliste",
    rendered: (main) =>
      main
        .locator(".module-teaser-list .module-teaser-item", { hasText: "E2E-Listenteaser" })
        .locator('a[href^="/de/programm/"]'),
    item: {
      name: "Teaser",
      fill: async (form) => {
        await form.text("Überschrift", "E2E-Listenteaser");
        await form.chooseEvent();
      },
    },
  },
  {
    name: "Formular",
    fill: (form) =>
      form.findLink(
        form.dialog.getByRole("group", { name: /^Formular/ }).getByRole("button", { name: "Auswählen …" }),
        "Kontakt",
        "Formulare",
      ),
    rendered: (main) => main.locator(".module-form form"),
  },
  {
    name: "Spielstättenliste",
    rendered: (main) => main.locator(".module-venue-list .module-venue", { hasText: "Kulturwerk am Schlossplatz" }),
    item: {
      name: "Spielstätte",
      fill: (form) => form.select("Spielstätte", "Kulturwerk am Schlossplatz"),
    },
  },
];

async function openOwnPage(page: Page, baseURL: string): Promise<{ path: string; structure: Locator }> {
  await signIn(page, baseURL ?? "");
  const path = await ownPage(page, baseURL);
  const structure = await openInEditMode(page, `/de/${path}`);
  return { path, structure };
}

/** Fills and saves the form `title` opens; answers once the page shows the change. */
async function saveForm(page: Page, title: string, fill?: (form: ModuleForm) => Promise<void>): Promise<void> {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await fill?.(new ModuleForm(page, dialog));
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
}

/** Adds each module into the page's 50-50 section's first column, and a list's item into the list. */
async function addModules(page: Page, structure: Locator, cases: ModuleCase[]): Promise<void> {
  const main = page.locator("main");
  for (const module of cases) {
    await structure.getByRole("button", { name: /^Modul hinzufügen \(Spalte 1\): / }).click();
    await page
      .getByRole("dialog", { name: "Einfügen" })
      .getByRole("button", { name: module.name, exact: true })
      .click();
    await saveForm(page, `${module.name} hinzufügen`, module.fill);
    if (module.item) {
      await structure.getByRole("button", { name: `Modul hinzufügen: ${module.name}`, exact: true }).click();
      await saveForm(page, `${module.item.name} hinzufügen`, module.item.fill);
    }
    await expect(module.rendered(main), module.name).toBeVisible();
  }
}

test("a module of each kind of field: each one's form filled, with the finders where it has them, saved and seen on the page (lists with an item)", async ({
  page,
  baseURL,
}) => {
  const { structure } = await openOwnPage(page, baseURL ?? "");
  await addModules(page, structure, REPRESENTATIVE_MODULES);
  // The chosen image took its alt text from the media library: the section check finds none without.
  await expect(structure.locator(".editor-checks__problem--missing-alt")).toHaveCount(0);
});

test("a section from the toolbar, then its form: the page shows it with its anchor and style", async ({
  page,
  baseURL,
}) => {
  const { path, structure } = await openOwnPage(page, baseURL ?? "");
  const toolbar = page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" });
  await toolbar.getByRole("button", { name: "Einfügen" }).click();
  await toolbar.getByRole("menuitem", { name: "Sektion", exact: true }).click();
  // The insert menu closes once a module is chosen.
  await expect(toolbar.getByRole("menu")).toHaveCount(0);
  const create = page.getByRole("dialog", { name: "Neue Sektion" });
  await create.getByLabel("25-50-25").check();
  await create.getByLabel(/^Anker/).fill(`${path}-neu`);
  await create.getByRole("button", { name: "Anlegen" }).click();
  await expect(create).toBeHidden();
  const section = page.locator(`main section#${path}-neu`);
  await expect(section.locator(".module-section__column")).toHaveCount(3);

  // A new section is named by its columns until it holds text.
  await chooseAction(structure, "Aktionen für Leere Sektion (3 Spalten)", "Bearbeiten");
  await saveForm(page, "Sektion bearbeiten", async (form) => {
    await form.select("Spalten", "100 %");
    await form.text("Stil", "e2e-band");
  });
  await expect(section).toHaveClass(/\be2e-band\b/);
  await expect(section.locator(".module-section__column")).toHaveCount(1);
});

test("an image uploaded in the Image module's finder with its alt text is chosen, saved and shown in every breakpoint size with that alt text", async ({
  page,
  baseURL,
}) => {
  const { structure } = await openOwnPage(page, baseURL ?? "");
  // A real PNG, drawn in the browser: 800 × 450 pixels of two colours.
  const png = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 800;
    canvas.height = 450;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.fillStyle = "#2a6f97";
    context.fillRect(0, 0, 800, 450);
    context.fillStyle = "#f4a259";
    context.fillRect(200, 100, 400, 250);
    return canvas.toDataURL("image/png").split(",")[1] ?? "";
  });
  const alt = `Blaues Feld mit orangem Rechteck ${Date.now().toString(36)}`;

  await structure.getByRole("button", { name: /^Modul hinzufügen \(Spalte 1\): / }).click();
  await page.getByRole("dialog", { name: "Einfügen" }).getByRole("button", { name: "Bild", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Bild hinzufügen" });
  await dialog.getByRole("group", { name: /^Bild/ }).getByRole("button", { name: "Bild wählen" }).click();
  const finder = page.getByRole("dialog", { name: "Bild wählen" });
  await finder
    .getByLabel(/^Bilddatei/)
    .setInputFiles({ name: "feld.png", mimeType: "image/png", buffer: Buffer.from(png, "base64") });
  await finder.getByLabel(/^Alternativtext/).fill(alt);
  await finder.getByRole("button", { name: "Hochladen" }).click();
  // The upload is listed first and takes focus: Enter chooses it.
  const uploaded = finder.getByRole("button", { name: new RegExp(alt) });
  await expect(uploaded).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(finder).toBeHidden();
  const preview = dialog.getByRole("group", { name: /^Bild/ }).locator("img");
  await expect(preview).toHaveAttribute("alt", alt);
  const key = (await preview.getAttribute("src"))?.match(/^\/media\/(uploads\/[0-9a-f]+)\/320\.webp$/)?.[1];
  expect(key).toBeTruthy();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();

  const picture = page.locator("main figure.module-image picture");
  const image = picture.locator("img");
  await expect(image).toHaveAttribute("alt", alt);
  for (const [element, format] of [
    [picture.locator('source[type="image/webp"]'), "webp"],
    [image, "jpg"],
  ] as const) {
    const srcset = (await element.getAttribute("srcset")) ?? "";
    expect(srcset.split(",").map((entry) => entry.trim())).toEqual(
      BREAKPOINTS.map((width) => `/media/${key}/${width}.${format} ${width}w`),
    );
  }
  // Every size exists; the browser shows one of them, never wider than the upload.
  for (const width of BREAKPOINTS) {
    const rendition = await page.request.get(`/media/${key}/${width}.webp`);
    expect(rendition.status(), `${width}.webp`).toBe(200);
    expect(rendition.headers()["content-type"]).toBe("image/webp");
  }
  await image.scrollIntoViewIfNeeded();
  const shownWidth = () => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  await expect.poll(shownWidth).toBeGreaterThan(0);
  expect(await shownWidth()).toBeLessThanOrEqual(800);
});
