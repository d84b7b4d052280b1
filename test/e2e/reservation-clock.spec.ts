import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test, whenHydrated } from "./fixtures";

/** Issue 29: the reservation in the header, extended once, ended, in two tabs (time moved with page.clock). */

interface BookableEvent {
  url: string;
  id_jet: number;
  seat_groups: { id: number; status: number; timeslots: unknown[]; prices: { sale_type_id: number }[] }[];
}

/** An upcoming event of the seed selling a seat group without timeslots. */
async function bookableEvent(request: APIRequestContext): Promise<{ event: BookableEvent; payload: object }> {
  const list = await request.get("/de/api/events/?page=1&page_size=50");
  expect(list.ok()).toBe(true);
  const { results } = (await list.json()) as {
    results: { id: number; has_tickets: boolean; status: string; date_start: string }[];
  };
  // Tickets are sold until an event begins: one that begins within hours is no use.
  const later = Date.now() + 3 * 3_600_000;
  for (const item of results) {
    if (!item.has_tickets || item.status !== "scheduled" || Date.parse(item.date_start) <= later) continue;
    const event = (await (await request.get(`/de/api/events/${item.id}/`)).json()) as BookableEvent;
    const group = event.seat_groups.find((g) => g.status !== 0 && g.timeslots.length === 0 && g.prices.length > 0);
    const price = group?.prices[0];
    if (group && price) {
      return {
        event,
        payload: {
          quantities: [2],
          event_jet_id: event.id_jet,
          sale_type_ids: [price.sale_type_id],
          seat_group: group.id,
        },
      };
    }
  }
  throw new Error("the seed has no bookable event");
}

/** Seconds left that the header clock shows ('14:58' → 898). */
async function secondsShown(clock: Locator): Promise<number> {
  const text = (await clock.locator(".reservation-clock__time").textContent()) ?? "";
  const [, minutes, seconds] = /(\d+):(\d{2})\s*$/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

const headerClock = (page: Page) => page.locator(".site-header .reservation-clock");

/** A same-origin shop call from the page, as its scripts make it (the cart cookies land in the browser). */
function shopCall(
  page: Page,
  method: "GET" | "POST",
  path: string,
  body?: object,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.cookie.match(/(?:^|; )csrftoken=([^;]*)/)?.[1] ?? "";
      const response = await fetch(path, {
        method,
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRFToken": csrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

test("the header shows the reservation, extends it once and says when it ran out, in every tab", async ({ page }) => {
  await page.clock.install();
  const { event, payload } = await bookableEvent(page.request);
  await page.goto(event.url);
  await whenHydrated(page);
  // Without tickets the header has no clock.
  await expect(headerClock(page)).toHaveCount(0);

  const held = await shopCall(page, "POST", "/de/api/shop-cart/", payload);
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  await page.reload();
  await whenHydrated(page);
  const clock = headerClock(page);
  const link = clock.getByRole("link", { name: /2 Tickets im Warenkorb.*reserviert für.*1[45]:\d{2}$/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", /\/webshop\/cart/);

  // A tab opened later shows the same clock, read from the shop.
  const second = await page.context().newPage();
  await second.goto(event.url);
  await whenHydrated(second);
  const secondClock = headerClock(second);
  await expect(secondClock.locator(".reservation-clock__time")).toHaveText(/1[45]:\d{2}$/);
  expect(Math.abs((await secondsShown(secondClock)) - (await secondsShown(clock)))).toBeLessThanOrEqual(3);

  // With 2 minutes or less left, extend is offered, once.
  const extend = clock.getByRole("button", { name: "Reservierung verlängern" });
  await expect(extend).toHaveCount(0);
  await page.clock.fastForward("13:30");
  await expect(extend).toBeVisible();
  await expect(clock.locator(".reservation-clock__time")).toHaveText(/[01]:\d{2}$/);
  await expectNoAxeViolations(page, "header with the reservation clock and extend");

  await extend.click();
  await expect(extend).toHaveCount(0);
  await expect(clock.locator("[aria-live]")).toHaveText("Ihre Reservierung wurde verlängert.");
  // The shop added its reservation time to the expiry; the other tab follows.
  await expect(clock.locator(".reservation-clock__time")).toHaveText(/(2\d|30):\d{2}$/);
  await expect(secondClock.locator(".reservation-clock__time")).toHaveText(/(2\d|30):\d{2}$/);
  await expect(secondClock.getByRole("button", { name: "Reservierung verlängern" })).toHaveCount(0);
  const cart = await shopCall(page, "GET", "/de/api/webshop/cart/");
  expect(cart.body).toMatchObject({ extendable: false, tickets_quantity: 2 });

  // Past the extended expiry, both tabs say it ended.
  await page.clock.fastForward("31:00");
  await expect(clock).toContainText("Reservierung abgelaufen");
  await expect(secondClock).toContainText("Reservierung abgelaufen");
  await expect(clock.locator("[aria-live]")).toHaveText("Ihre Reservierung ist abgelaufen.");
  await expect(clock.getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page, "header with an expired reservation");
});
