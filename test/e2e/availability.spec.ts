import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { holdSeats, otherBrowser, productionWithDates } from "./dates";
import { signIn } from "./editing";
import { expect, test, whenHydrated } from "./fixtures";

/**
 * Live availability on cached pages (issue 29 §1, ADR 0035): a programme page kept in the edge
 * cache from before a date sold out shows it sold out, from the page's one availability call,
 * without a reload. Dates and sales are made through the site's own calls.
 */

/** A date of its own with one seat group of `capacity` seats (signed-in `page`); answers its id. */
async function oneDate(page: Page, baseURL: string, title: string, day: string, capacity: number): Promise<number> {
  const [id] = (await productionWithDates(page, baseURL, title, [day], { capacity, seatGroups: 1 })).events;
  if (id === undefined) throw new Error("no date was made");
  return id;
}

/** Puts `quantity` seats of the date in the cart of `buyer`'s browser, as the booking widget does. */
async function reserve(buyer: Page, baseURL: string, eventId: number, quantity: number): Promise<void> {
  const event = (await (await buyer.request.get(`/de/api/events/${eventId}/`)).json()) as {
    id_jet: number;
    seat_groups: { id: number }[];
  };
  // A token of the shape the site issues (32–64 URL-safe characters), echoed in the header as the widget does.
  await buyer.context().addCookies([{ name: "csrftoken", value: randomBytes(24).toString("hex"), url: baseURL }]);
  await holdSeats(buyer, baseURL, event, quantity);
}

test("a cached programme page shows a date sold a moment ago as sold out, and another as nearly full", async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error("no baseURL");
  // Two productions made, three browsers and axe: on two busy cores more than the default minute.
  test.slow();
  // A day of its own, years ahead of the seed's programme: the list shows only this test's dates.
  const year = 2034 + Math.floor(Math.random() * 5);
  const day = `${year}-03-1${Math.floor(Math.random() * 9)}`;
  const title = `Restkarten ${Date.now().toString(36)}`;
  await signIn(page, baseURL);
  const soldOut = await oneDate(page, baseURL, title, day, 10);
  const nearlyFull = await oneDate(page, baseURL, `${title} B`, day, 20);
  const programme = `/de/programm?date=${day.split("-").reverse().join("-")}`;

  // The page is rendered and kept by the edge cache while every seat is free (no script runs).
  const visitor = await otherBrowser(browser, baseURL);
  const warm = await visitor.request.get(programme);
  expect(warm.status()).toBe(200);
  expect(await warm.text()).toContain(title);

  // Another browser takes every seat of one date and 19 of 20 of the other (1 left: below 10 %).
  const buyer = await otherBrowser(browser, baseURL);
  await reserve(buyer, baseURL, soldOut, 10);
  await reserve(buyer, baseURL, nearlyFull, 19);

  const calls: string[] = [];
  visitor.on("request", (request) => {
    if (request.url().includes("/api/availability/")) calls.push(request.url());
  });
  const response = await visitor.goto(programme);
  // Served from the cache, as it was before the sale: both dates with their ticket links.
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  const cachedHtml = (await response?.text()) ?? "";
  expect(cachedHtml).toContain(`/${soldOut}#tickets"`);
  await whenHydrated(visitor);

  const card = (id: number) =>
    visitor.locator("article.event-card").filter({ has: visitor.locator(`a[href$="/${id}"]`) });
  await expect(card(soldOut).locator(".event-card__tickets")).toHaveText("Ausverkauft");
  await expect(card(soldOut).getByRole("link", { name: /^Tickets/ })).toHaveCount(0);
  await expect(card(nearlyFull).locator(".seats-note")).toHaveText("Nur noch wenige Plätze");
  await expect(card(nearlyFull).getByRole("link", { name: /^Tickets/ })).toHaveCount(1);
  // One call for the page's dates, no reload.
  expect(calls).toHaveLength(1);
  expect(new URL(calls[0] ?? "").searchParams.get("events")?.split(",")).toEqual(
    expect.arrayContaining([String(soldOut), String(nearlyFull)]),
  );
  await expectNoAxeViolations(visitor, "programme with live availability");
});
