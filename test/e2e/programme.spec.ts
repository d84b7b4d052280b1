import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test, whenHydrated } from "./fixtures";

/** The programme (SPEC §2 events list, overlay, event card): filters, calendar, paging, overlay. */

const cards = (scope: Page | Locator) => scope.locator(".event-days article.event-card");
const cardTitles = (scope: Page | Locator) => scope.locator(".event-days .event-card__title").allTextContents();
const dayKeys = (scope: Page | Locator) =>
  scope.locator(".event-day__heading time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")));

/** Opens a filter's dropdown (SPEC §3 key) and chooses its first option; returns the option's name. */
async function chooseFirstOption(scope: Page | Locator, key: string): Promise<string> {
  const dropdown = scope.locator(`details.events-dropdown--${key}`);
  await dropdown.locator("summary").click();
  const option = dropdown.locator(".events-options a").first();
  const name = (await option.textContent()) ?? "";
  await option.click();
  return name;
}

test("a filter and a date change the URL and the list, and a reload keeps them", async ({ page }) => {
  await page.goto("/en/events");
  await whenHydrated(page);
  await expect(cards(page).first()).toBeVisible();

  const room = await chooseFirstOption(page, "room");
  await expect(page).toHaveURL(/\/en\/events\?room=\d+$/);
  await expect(page.getByRole("link", { name: `Remove filter ${room}` })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  for (const place of await page.locator(".event-days .event-card__place").allTextContents()) {
    expect(place.endsWith(room)).toBe(true);
  }

  // The calendar loads its library on first opening and offers only days with matching events.
  await page.locator("details.events-dropdown--calendar > summary").click();
  const days = page.locator(".events-date-picker .rdp-day_button:not([aria-disabled])");
  await expect(days.first()).toBeVisible();
  const count = await days.count();
  await days.nth(count > 1 ? 1 : 0).click();
  await expect(page).toHaveURL(/\/en\/events\?room=\d+&date=\d{2}-\d{2}-\d{4}$/);
  const date = new URL(page.url()).searchParams.get("date") ?? "";
  const isoDay = date.split("-").reverse().join("-");
  await expect.poll(async () => (await dayKeys(page))[0]).toBe(isoDay);
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);

  await page.reload();
  await whenHydrated(page);
  await expect(page).toHaveURL(new RegExp(`room=\\d+&date=${date}$`));
  expect(await cardTitles(page)).toEqual(titles);
  await expect(page.getByRole("link", { name: `Remove filter ${room}` })).toBeVisible();
  // The server renders the same list for the filtered URL.
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(titles[0]);

  // Choosing the selected option again clears it.
  const dropdown = page.locator("details.events-dropdown--room");
  await dropdown.locator("summary").click();
  await dropdown.locator('.events-options a[aria-current="true"]').click();
  await expect(page).toHaveURL(new RegExp(`/en/events\\?date=${date}$`));
});

test("scrolling to the end loads the next page", async ({ page }) => {
  const pages: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/en/api/events/")) pages.push(new URL(request.url()).searchParams.get("page") ?? "");
  });
  await page.goto("/en/events");
  await whenHydrated(page);
  await expect(cards(page)).not.toHaveCount(0);
  await page.locator(".events-programme__more").scrollIntoViewIfNeeded();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(10);
  expect(pages).toContain("2");
  // Page by page, without repeats (a page not above the current one is never asked for twice).
  expect(new Set(pages).size).toBe(pages.length);
  const ids = await cards(page).evaluateAll((articles) =>
    articles.map((a) => a.querySelector(".event-card__title a")?.getAttribute("href")),
  );
  expect(new Set(ids).size).toBe(ids.length);
});

test("the overlay opens over a page, keeps its filters in the query, and closes clearing it", async ({ page }) => {
  await page.goto("/en");
  await whenHydrated(page);
  await page.getByRole("link", { name: "Open programme and tickets" }).click();
  await expect(page).toHaveURL(/\/en\?overlay=1$/);
  const overlay = page.getByRole("dialog", { name: "Programme and Tickets" });
  await expect(overlay).toBeVisible();
  await expect(cards(overlay).first()).toBeVisible();

  await chooseFirstOption(overlay, "room");
  await expect(page).toHaveURL(/\/en\?room=\d+&overlay=1$/);
  await expect(overlay).toBeVisible();

  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(/\/en$/);

  // Over a page with a localised path, the filters stay on that path; Escape closes it too.
  await page.goto("/de/produktionen?overlay=1");
  const german = page.getByRole("dialog", { name: "Programm und Karten" });
  await expect(german).toBeVisible();
  await chooseFirstOption(german, "genre");
  await expect(page).toHaveURL(/\/de\/produktionen\?genre=\d+&overlay=1$/);
  await page.keyboard.press("Escape");
  await expect(german).toBeHidden();
  await expect(page).toHaveURL(/\/de\/produktionen$/);
});

test("the overlay button is not offered on the events pages", async ({ page }) => {
  await page.goto("/en/events");
  await whenHydrated(page);
  await expect(page.getByRole("link", { name: "Open programme and tickets" })).toHaveCount(0);
});

test("overlay=true opens the events page with the flag removed", async ({ page }) => {
  await page.goto("/de/impressum?overlay=true&genre=1");
  await expect(page).toHaveURL(/\/de\/programm\?genre=1$/);
  await expect(page.locator("h1")).toBeVisible();
});

test("an invalid query is redirected to the unfiltered list", async ({ page }) => {
  const response = await page.request.get("/de/programm?room=abc&foo=bar", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/\/de\/programm$/);
  await page.goto("/de/programm?date=31-02-2026");
  await expect(page).toHaveURL(/\/de\/programm$/);
  await expect(cards(page).first()).toBeVisible();
});

test("on a small screen, Calendar and Filter open a side panel that keeps focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/en/events");
  await whenHydrated(page);
  await expect(page.locator(".events-filters__bar")).toBeHidden();

  const calendarButton = page.getByRole("button", { name: "Calendar", exact: true });
  await calendarButton.click();
  const calendar = page.getByRole("dialog", { name: "Calendar" });
  await expect(calendar).toBeVisible();
  await expect(calendar.locator(".rdp-day_button").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await expect(calendarButton).toBeFocused();

  await calendarButton.click();
  await calendar.getByRole("button", { name: "Close" }).click();
  await expect(calendar).toBeHidden();
  await expect(calendarButton).toBeFocused();

  const filterButton = page.getByRole("button", { name: "Filter", exact: true });
  await filterButton.click();
  const panel = page.getByRole("dialog", { name: "Filter" });
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // A choice closes the panel and hands focus back to its button, not to the page's top.
  await panel.locator(".events-options a").first().press("Enter");
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/en\/events\?\w+=\d+$/);
  await expect(filterButton).toBeFocused();
});

test("on a small screen, the overlay's filter panel closes by itself, leaving the overlay and its filter", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/de/produktionen?overlay=1");
  const overlay = page.getByRole("dialog", { name: "Programm und Karten" });
  await expect(overlay).toBeVisible();
  await whenHydrated(page);

  await overlay.getByRole("button", { name: "Filter", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Filter" });
  await panel.locator(".events-options a").first().click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/de\/produktionen\?\w+=\d+&overlay=1$/);
  await expect(overlay).toBeVisible();

  // Escape closes the innermost dialog only.
  await overlay.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(overlay).toBeVisible();
  await expect(page).toHaveURL(/\/de\/produktionen\?\w+=\d+&overlay=1$/);
});

test("removing a chip or resetting from the keyboard keeps the focus in the filter bar", async ({ page }) => {
  await page.goto("/en/events");
  await whenHydrated(page);
  await chooseFirstOption(page, "room");
  await expect(page).toHaveURL(/\?room=\d+$/);
  await chooseFirstOption(page, "genre");
  await expect(page).toHaveURL(/\?room=\d+&genre=\d+$/);
  const chips = page.locator(".events-chip");
  await expect(chips).toHaveCount(2);

  // The chip that takes the removed one's place gets the focus.
  await chips.first().press("Enter");
  await expect(page).toHaveURL(/\?genre=\d+$/);
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toBeFocused();
  // With the last chip gone, the first filter control gets it.
  await chips.first().press("Enter");
  await expect(page).toHaveURL(/\/en\/events$/);
  const calendarSummary = page.locator("details.events-dropdown--calendar > summary");
  await expect(calendarSummary).toBeFocused();

  await chooseFirstOption(page, "room");
  await chooseFirstOption(page, "genre");
  await page.getByRole("link", { name: "Reset filter", exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/en\/events$/);
  await expect(calendarSummary).toBeFocused();
});

test("the calendar's PageDown moves one month, and days without events stay focusable but unchosen", async ({
  page,
}) => {
  await page.goto("/en/events");
  await whenHydrated(page);
  // One room's events leave days without events in every month, whatever the day the seed began.
  await chooseFirstOption(page, "room");
  await expect(page).toHaveURL(/\/en\/events\?room=\d+$/);
  const filtered = page.url();
  await page.locator("details.events-dropdown--calendar > summary").click();
  const grid = page.locator(".events-date-picker");
  await expect(grid.locator(".rdp-day_button:not([aria-disabled])").first()).toBeVisible();
  const focusedDay = () =>
    page.evaluate(() => document.activeElement?.closest("[data-day]")?.getAttribute("data-day") ?? "");

  // A day without events takes the focus but is not chosen.
  const unavailable = grid.locator('.rdp-day_button[aria-disabled="true"]').first();
  await unavailable.press("Enter");
  await expect(unavailable).toBeFocused();
  await expect(page).toHaveURL(filtered);

  // From there PageDown goes to the same day of the next month, whether it has events or not.
  const start = await focusedDay();
  await page.keyboard.press("PageDown");
  await expect.poll(focusedDay).not.toBe(start);
  const [year, month, day] = start.split("-").map(Number) as [number, number, number];
  const lastDayOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const expected = new Date(Date.UTC(year, month, Math.min(day, lastDayOfNext)));
  expect(await focusedDay()).toBe(expected.toISOString().slice(0, 10));
  // Long after the Enter on the unavailable day, still no date was chosen.
  await expect(page).toHaveURL(filtered);
});

test("a favourite is kept in the browser and announced as pressed", async ({ page }) => {
  await page.goto("/en/events");
  await whenHydrated(page);
  const favourite = cards(page)
    .first()
    .getByRole("button", { name: /^Favourite: / });
  await expect(favourite).toHaveAttribute("aria-pressed", "false");
  await favourite.click();
  await expect(favourite).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await whenHydrated(page);
  await expect(
    cards(page)
      .first()
      .getByRole("button", { name: /^Favourite: / }),
  ).toHaveAttribute("aria-pressed", "true");
  const calendar = cards(page).first().locator(".event-card__calendar");
  await calendar.locator("summary").click();
  await expect(calendar.getByRole("link", { name: "Calendar file (.ics)" })).toHaveAttribute(
    "href",
    /^\/en\/api\/events\/\d+\/ics\/$/,
  );
  // Escape closes the calendar links and hands focus back to their summary.
  await calendar.getByRole("link", { name: "Calendar file (.ics)" }).focus();
  await page.keyboard.press("Escape");
  await expect(calendar).not.toHaveAttribute("open");
  await expect(calendar.locator("summary")).toBeFocused();

  // The header lists the favourite under its link, leading to the event; it can be dropped there.
  const title = (await cards(page).first().locator(".event-card__title").textContent())?.trim() ?? "";
  const serviceNav = page.getByRole("navigation", { name: "Service navigation" });
  await serviceNav.getByRole("button", { name: "Show saved events" }).click();
  const saved = serviceNav.getByRole("link", { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
  await expect(saved).toHaveAttribute("href", /^\/en\/events\/[\w-]+\/\d+$/);
  await serviceNav.getByRole("button", { name: `Remove ${title} from favourites` }).click();
  await expect(saved).toHaveCount(0);
  // The list is gone with its last entry: focus is on the favourites link, not lost.
  await expect(serviceNav.getByRole("link", { name: /^Favourites/ })).toBeFocused();
  await expect(
    cards(page)
      .first()
      .getByRole("button", { name: /^Favourite: / }),
  ).toHaveAttribute("aria-pressed", "false");
});

test("the programme has no axe violations", async ({ page }) => {
  await page.goto("/de/programm");
  await whenHydrated(page);
  await expectNoAxeViolations(page, "programme", { include: ".events-programme" });
});
