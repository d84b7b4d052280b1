import type { Page } from "@playwright/test";
import type { EventDetail } from "../../src/schemas/events";
import { expectNoAxeViolations } from "./axe";
import { expect, test, whenHydrated } from "./fixtures";

/**
 * Access facets (issue 29 part 3, ADR 0037): the programme filtered by audio description from
 * the keyboard, the key in the URL, only dates offering it listed, that view subscribed to as a
 * calendar (ADR 0038), and the event page naming it.
 * The seed gives every sixth date of a production with accessibility audio description.
 */

const cardLinks = (page: Page) => page.locator(".event-days .event-card__title a");

/** The event id at the end of an event page's path (`/de/programm/{slug}/{id}`). */
const idOf = (href: string) => Number(/\/(\d+)\/?$/.exec(new URL(href, "http://x").pathname)?.[1]);

test("filters the programme by audio description by keyboard, subscribes to that view, and the event page lists it", async ({
  page,
  baseURL,
}) => {
  await page.goto("/de/programm");
  await whenHydrated(page);
  await expect(cardLinks(page).first()).toBeVisible();

  // Open the accessibility dropdown from the keyboard and choose the feature with Enter.
  const summary = page.locator("details.events-dropdown--access > summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  const option = page.locator("details.events-dropdown--access .events-options a", { hasText: "Audiodeskription" });
  await expect(option).toBeVisible();
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press("Tab");
    if (await option.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(option).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/[?&]access=audio_description(&|$)/);
  await expect(page.getByRole("link", { name: /Audiodeskription/ }).first()).toBeVisible();

  // The list becomes the API's for the same key, in order: no matching date left out (until
  // then it shows the unfiltered list, or nothing while the filtered one loads).
  const filtered = (await (await page.request.get("/de/api/events/?access=audio_description&page_size=50")).json()) as {
    results: { id: number }[];
  };
  const matching = filtered.results.map((event) => event.id);
  let hrefs: string[] = [];
  await expect(async () => {
    hrefs = await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.map(idOf)).toEqual(matching.slice(0, hrefs.length));
  }).toPass();
  // Every listed date offers audio description (its own or its production's).
  for (const href of hrefs) {
    const detail = (await (await page.request.get(`/de/api/events/${idOf(href)}/`)).json()) as EventDetail;
    expect(detail.access?.features, href).toContain("audio_description");
  }
  await expectNoAxeViolations(page, "programme filtered by audio description");

  // The chip removes the filter again.
  await expect(page.getByRole("link", { name: "Filter Audiodeskription entfernen" })).toBeVisible();

  // This view as a calendar to subscribe to (ADR 0038): every link carries exactly its filter.
  const trigger = page.getByRole("button", { name: "Abonnieren" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Programm abonnieren" });
  await expect(dialog).toBeVisible();
  const feed = `${baseURL}/de/api/events.ics?access=audio_description`;
  const webcal = feed.replace(/^https?:/, "webcal:");
  await expect(dialog.getByLabel("Adresse des Kalenders")).toHaveValue(feed);
  await expect(dialog.getByRole("link", { name: "In der Kalender-App abonnieren" })).toHaveAttribute("href", webcal);
  const google = new URL((await dialog.getByRole("link", { name: /Google/ }).getAttribute("href")) ?? "");
  expect(google.searchParams.get("cid")).toBe(webcal);
  const outlook = new URL((await dialog.getByRole("link", { name: /Outlook/ }).getAttribute("href")) ?? "");
  expect(outlook.searchParams.get("url")).toBe(feed);
  await expectNoAxeViolations(page, "subscribe dialog");
  const calendar = await page.request.get(feed);
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await calendar.text();
  expect(text).toContain("X-WR-CALNAME:Kulturwerk – Programm: Audiodeskription\r\n");
  // The listed dates are in it (the feed goes on past the list's first page).
  for (const id of hrefs.map(idOf)) expect(text).toContain(`UID:event-${id}@`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await cardLinks(page).first().click();
  await whenHydrated(page);
  const section = page.locator("section.access-features");
  await expect(section.getByRole("heading", { name: "Barrierefreiheit" })).toBeVisible();
  await expect(section.getByRole("listitem").filter({ hasText: "Audiodeskription" })).toBeVisible();
  // The icons are decoration: the text says it.
  await expect(section.locator("svg[aria-hidden='true']").first()).toBeAttached();
  await expectNoAxeViolations(page, "event page with accessibility");
});
