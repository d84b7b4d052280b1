import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { HUB_API, holdSeats, otherBrowser, productionWithDates } from "./dates";
import { editorHeaders, signIn } from "./editing";
import { expect, test, whenHydrated } from "./fixtures";

/**
 * The back office (issue 27) as a new editor uses it: a production's series of dates planned in
 * its form and found by visitors, booked, a capacity lowered below what carts hold, a date
 * cancelled, an event opened from its public page, a form's entries exported and one sender's
 * erased; axe on every back-office screen and dialog. What a step only needs to find (a
 * production with dates, seats held, an entry) is made through the site's own calls.
 */

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await whenHydrated(page);
}

/** 'yyyy-mm-dd' as the public calls take a day: 'dd-mm-yyyy'. */
const dayParam = (day: string) => day.split("-").reverse().join("-");

interface PublicEvent {
  id: number;
  id_jet: number | null;
  url: string;
  title: string;
  status: string;
  date_start: string;
  seat_groups: { id: number; name: string }[];
}

async function publicEvent(page: Page, id: number, lang: "de" | "en" = "de"): Promise<PublicEvent> {
  const answer = await page.request.get(`/${lang}/api/events/${id}/`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PublicEvent;
}

/** A token to tell this run's items from the seed's and other tests'. */
const uniqueToken = () => Date.now().toString(36) + Math.floor(Math.random() * 1296).toString(36);

test("an editor plans a production's series of six dates; each is in the programme and the calendar", async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  const title = `Sommernachtstraum ${uniqueToken()}`;
  await signIn(page, baseURL);

  await test.step("creates the production in its form", async () => {
    await open(page, "/cms-hub/productions/new");
    await page.getByRole("textbox", { name: "Titel (Deutsch)", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Titel (Englisch)", exact: true }).fill(`${title} (en)`);
    // The slugs follow the titles.
    await expect(page.getByLabel("Slug (Adresse) (Deutsch)")).toHaveValue(/^sommernachtstraum-/);
    await page.getByRole("button", { name: "Anlegen" }).click();
    await expect(page).toHaveURL(/\/cms-hub\/productions\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Noch keine Termine.")).toBeVisible();
  });

  await test.step("creates six dates from a rule with two seat groups with a discount, after a preview", async () => {
    await page.getByRole("button", { name: "Terminserie anlegen" }).click();
    const dialog = page.getByRole("dialog", { name: "Terminserie anlegen" });
    // Every Friday and Saturday from 5 to 27 June 2031 at 19:30, except Friday 20 June.
    await dialog.getByLabel("Freitag").check();
    await dialog.getByLabel("Samstag").check();
    await dialog.getByLabel("Vom").fill("2031-06-05");
    await dialog.getByLabel("Bis (einschließlich)").fill("2031-06-27");
    await dialog.getByLabel("Uhrzeit").fill("19:30");
    await dialog.getByLabel("Außer an", { exact: false }).fill("2031-06-20");
    const first = dialog.getByRole("group", { name: "Platzgruppe 1" });
    await first.getByLabel("Normalpreis (€)").fill("32");
    await first.getByLabel("Ermäßigt", { exact: false }).fill("18");
    await dialog.getByRole("button", { name: "Platzgruppe hinzufügen" }).click();
    const second = dialog.getByRole("group", { name: "Platzgruppe 2" });
    await second.getByLabel("Name (Deutsch)").fill("Rang");
    await second.getByLabel("Name (Englisch)").fill("Circle");
    await second.getByLabel("Plätze").fill("40");
    await second.getByLabel("Normalpreis (€)").fill("24");
    await second.getByLabel("Ermäßigt", { exact: false }).fill("12");
    await dialog.getByRole("button", { name: "Vorschau" }).click();
    await expect(dialog.getByRole("heading", { name: "6 Termine" })).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveCount(6);
    await expectNoAxeViolations(page, "dates dialog with its preview");
    await dialog.getByRole("button", { name: "6 Termine anlegen" }).click();
    await expect(dialog.getByText("6 Termine wurden angelegt.")).toBeVisible();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(page.getByRole("region", { name: "Termine" }).getByRole("link")).toHaveCount(6);
  });

  const days = ["2031-06-06", "2031-06-07", "2031-06-13", "2031-06-14", "2031-06-21", "2031-06-27"];

  await test.step("each date is in the programme list and the calendar", async () => {
    for (const day of days) {
      const list = await page.request.get(`/de/api/events/?date=${dayParam(day)}&page_size=10`);
      expect(list.status()).toBe(200);
      const { results } = (await list.json()) as { results: PublicEvent[] };
      const ours = results.filter((event) => event.title === title);
      expect(ours.length, day).toBeGreaterThan(0);
      // 19:30 in Berlin's summer is 17:30 UTC.
      expect(Date.parse(ours[0]?.date_start ?? ""), day).toBe(Date.parse(`${day}T17:30:00Z`));
    }
    const calendar = await page.request.get("/api/calendar/?date=01-06-2031");
    const { dates } = (await calendar.json()) as { dates: string[] };
    expect(dates).toEqual(expect.arrayContaining(days.map(dayParam)));
    expect(dates).not.toContain("20-06-2031");
  });
});

test("a visitor books one date of a new series through the widget and the shop", async ({ page, browser, baseURL }) => {
  if (!baseURL) throw new Error("no baseURL");
  await signIn(page, baseURL);
  const title = `Buchbar ${uniqueToken()}`;
  const { events } = await productionWithDates(page, baseURL, title, ["2032-03-05", "2032-03-06"]);
  const event = await publicEvent(page, events[1] ?? 0);

  const visitor = await otherBrowser(browser, baseURL);
  await open(visitor, event.url);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.locator(".event-detail__tickets .booking__trigger").click();
  const widget = visitor.locator(".event-detail__tickets .booking-widget");
  const stalls = widget.locator(".booking-widget__group").first();
  await stalls
    .getByRole("button", { name: /^Ein Ticket hinzufügen/ })
    .first()
    .click();
  await widget.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(widget).toContainText("1 Ticket wurde erfolgreich in Ihren Warenkorb gelegt.");
  await widget.getByRole("link", { name: "Zum Warenkorb" }).click();
  await expect(visitor).toHaveURL(/\/webshop\/cart$/);
  await expect(visitor.locator(".webshop-table tbody tr")).toHaveCount(1);
  await expect(visitor.locator(".webshop-table")).toContainText(title);
  await visitor.getByRole("link", { name: "Zur Kasse" }).click();
  await visitor.getByLabel("Name").fill("Erika Mustermann");
  await visitor.getByLabel("E-Mail-Adresse").fill("erika@example.org");
  await visitor.getByRole("button", { name: "Jetzt kaufen" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Bestellung");
  await expect(visitor.locator(".webshop-order__codes code")).toHaveCount(1);
});

test("lowering a capacity below the seats held in carts is refused with the figures", async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  await signIn(page, baseURL);
  const title = `Voll ${uniqueToken()}`;
  const { events } = await productionWithDates(page, baseURL, title, ["2032-04-02"], { capacity: 10 });
  const id = events[0] ?? 0;
  const event = await publicEvent(page, id);

  // A visitor's cart holds three seats of the stalls.
  const visitor = await otherBrowser(browser, baseURL);
  await open(visitor, event.url);
  await holdSeats(visitor, baseURL, event, 3);

  await open(page, `/cms-hub/events/${id}`);
  const stalls = page.getByRole("group", { name: "Platzgruppe 1: Parkett" });
  await stalls.getByLabel("Plätze").fill("2");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(stalls).toContainText(
    "Nicht gespeichert: 0 verkauft und 3 in Warenkörben reserviert, also mindestens 3 Plätze; verlangt waren 2.",
  );
  await expectNoAxeViolations(page, "event form with a capacity refusal");
  // Nothing changed.
  const read = await page.request.get(`${HUB_API}/events/${id}/`);
  expect(((await read.json()) as { seat_groups: { capacity: number }[] }).seat_groups[0]?.capacity).toBe(10);
});

test("a cancelled date is marked on its public page and the open widget refuses it", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, the hub's event screen and the public page twice: on two busy cores this
  // takes most of the default minute, so it gets three.
  test.slow();
  if (!baseURL) throw new Error("no baseURL");
  await signIn(page, baseURL);
  const title = `Absage ${uniqueToken()}`;
  const { events } = await productionWithDates(page, baseURL, title, ["2032-05-07", "2032-05-08"]);
  const id = events[0] ?? 0;
  const event = await publicEvent(page, id);

  // A visitor has the widget open with a ticket chosen when the date is cancelled.
  const visitor = await otherBrowser(browser, baseURL);
  await open(visitor, event.url);
  await visitor.locator(".event-detail__tickets .booking__trigger").click();
  const widget = visitor.locator(".event-detail__tickets .booking-widget");
  await widget
    .locator(".booking-widget__group")
    .first()
    .getByRole("button", { name: /^Ein Ticket hinzufügen/ })
    .first()
    .click();

  await open(page, `/cms-hub/events/${id}`);
  await page.getByRole("button", { name: "Absagen …" }).click();
  const dialog = page.getByRole("dialog", { name: "Termin absagen?" });
  await expect(dialog).toContainText("Der Verkauf endet sofort");
  await expectNoAxeViolations(page, "status dialog");
  await dialog.getByRole("button", { name: "Absagen, Verkauf stoppen" }).click();
  await expect(page.getByText("Gespeichert: Abgesagt.")).toBeVisible();
  await expect(page.getByText("Aktuell: Abgesagt")).toBeVisible();

  await widget.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(widget).toContainText(
    "Für diesen Termin werden keine Tickets mehr verkauft: Er wurde abgesagt oder verschoben.",
  );
  await open(visitor, event.url);
  await expect(visitor.locator(".event-detail__status")).toHaveText("Abgesagt");
  await expect(visitor.locator(".event-detail__tickets")).toContainText("Keine Tickets: Dieser Termin ist abgesagt.");
  await expect(visitor.locator(".event-detail__tickets .booking__trigger")).toHaveCount(0);
  // The other date of the production still takes place.
  expect((await publicEvent(page, events[1] ?? 0)).status).toBe("scheduled");
});

test("an editor opens an event's form from its public page, renames it in English and sees it on the English page", async ({
  page,
  context,
  baseURL,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  await signIn(page, baseURL);
  const token = uniqueToken();
  const { events } = await productionWithDates(page, baseURL, `Umbenannt ${token}`, ["2032-06-04"]);
  const id = events[0] ?? 0;
  const event = await publicEvent(page, id, "en");

  await open(page, event.url);
  await page.getByRole("link", { name: "Edit in the back office" }).click();
  await expect(page).toHaveURL(new RegExp(`/cms-hub/events/${id}/?$`));
  await whenHydrated(page);
  const renamed = `Midsummer night ${token}`;
  await page.getByRole("textbox", { name: "Titel (Englisch)", exact: true }).fill(renamed);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Gespeichert. Die Website zeigt die Änderung ab sofort.")).toBeVisible();

  const view = page.getByRole("link", { name: "Auf der Website ansehen (Englisch)" });
  // The English slug followed the title.
  await expect(view).toHaveAttribute("href", new RegExp(`/en/events/midsummer-night-${token}/${id}$`));
  const [english] = await Promise.all([context.waitForEvent("page"), view.click()]);
  await english.waitForLoadState();
  await expect(english.getByRole("heading", { level: 1 })).toHaveText(renamed);
  await expect(english).toHaveURL(/\/en\//);
});

test("an editor exports a form's entries as CSV and deletes one sender's entries", async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  const sender = `absender-${uniqueToken()}@example.org`;
  // A visitor sends the seeded contact form (id 1) twice.
  const visitor = await otherBrowser(browser, baseURL);
  await visitor.goto("/en/form/contact/1");
  for (const message of ["Erste Anfrage", "Zweite Anfrage"]) {
    const sent = await visitor.request.post("/de/api/forms-entries/", {
      headers: await editorHeaders(visitor, baseURL),
      data: {
        form: 1,
        field_values: {
          name: "Erika Mustermann",
          email: sender,
          subject: "groups",
          message,
          source: "website",
          consent: true,
          email2: sender,
        },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await signIn(page, baseURL);
  await open(page, "/cms-hub/dashboard/forms");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Eingänge herunterladen \(CSV\): Kontakt/ }).click(),
  ]);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.split("\r\n").filter((line) => line.includes(sender))).toHaveLength(2);

  await page.getByRole("button", { name: "Anfragen einer Person löschen" }).click();
  const dialog = page.getByRole("dialog", { name: "Anfragen einer Person löschen" });
  await dialog.getByLabel("E-Mail-Adresse").fill(sender);
  await dialog.getByRole("button", { name: "Anzeigen, was gelöscht würde" }).click();
  await expect(dialog.getByRole("status")).toContainText("Gefunden: 2 Eingänge, 0 Dateien.");
  await expectNoAxeViolations(page, "erase dialog");
  await dialog.getByRole("button", { name: "2 Eingänge endgültig löschen" }).click();
  await expect(page.getByText("Gelöscht: 2 Eingänge, 0 Dateien.")).toBeVisible();

  const export_ = await page.request.get(`${HUB_API}/forms/1/entries/export/`);
  expect(await export_.text()).not.toContain(sender);
});

/** Every back-office resource: its list and one item's form. */
const RESOURCES = [
  "events",
  "productions",
  "series",
  "seasons",
  "event-teasers",
  "genres",
  "exhibition-types",
  "event-tags",
  "production-tags",
  "persons",
  "person-categories",
  "venues",
  "articles",
  "article-categories",
  "article-tags",
  "forms",
];

/** Screens by what to open: a path, or a resource's first item (found by the test). */
type Screen = string | { item: string };

const SCREENS: Screen[] = [
  ...RESOURCES.flatMap((resource) => [`/cms-hub/${resource}`, { item: resource }]),
  "/cms-hub/health",
  "/cms-hub/health/events-english",
];

/** The scan in parts of at most five screens, so each part is a test of its own size. */
const SCREEN_PARTS = Array.from({ length: Math.ceil(SCREENS.length / 5) }, (_, part) =>
  SCREENS.slice(part * 5, part * 5 + 5),
);

SCREEN_PARTS.forEach((screens, part) => {
  test(`back-office screens, part ${part + 1} of ${SCREEN_PARTS.length}, have no axe violations`, async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("no baseURL");
    await signIn(page, baseURL);
    for (const screen of screens) {
      let path = typeof screen === "string" ? screen : "";
      if (typeof screen !== "string") {
        const list = await page.request.get(`${HUB_API}/${screen.item}/?page_size=1`);
        expect(list.status(), screen.item).toBe(200);
        const { results } = (await list.json()) as { results: { id: number }[] };
        expect(results.length, `${screen.item}: an item to open`).toBe(1);
        path = `/cms-hub/${screen.item}/${results[0]?.id}`;
      }
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await whenHydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
  });
});

test("the back office's delete, leave and image finder dialogs have no axe violations", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("no baseURL");
  await signIn(page, baseURL);
  const { production } = await productionWithDates(page, baseURL, `Dialoge ${uniqueToken()}`, ["2032-07-02"]);
  await open(page, `/cms-hub/productions/${production}`);

  await page.getByRole("button", { name: "Löschen", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Eintrag löschen?" });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, "delete confirmation");
  await confirm.getByRole("button", { name: "Abbrechen" }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole("button", { name: "Bild wählen …" }).click();
  const finder = page.getByRole("dialog");
  await expect(finder).toBeVisible();
  await whenHydrated(page);
  await expectNoAxeViolations(page, "image finder");
  await page.keyboard.press("Escape");
  await expect(finder).toBeHidden();

  await page.getByLabel("Untertitel (Deutsch)").fill("Noch nicht gespeichert");
  await page.getByRole("link", { name: "Zur Liste" }).click();
  const leave = page.getByRole("dialog", { name: "Ungespeicherte Änderungen verwerfen?" });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page, "leave guard");
  await leave.getByRole("button", { name: "Weiter bearbeiten" }).click();
  await expect(page).toHaveURL(new RegExp(`/cms-hub/productions/${production}$`));
});
