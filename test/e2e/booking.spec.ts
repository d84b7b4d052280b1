import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test, whenHydrated } from "./fixtures";

interface Price {
  sale_type_id: number;
  is_full_price: boolean;
}
interface SeatGroup {
  status: number;
  prices: Price[];
  timeslots: unknown[];
}
interface EventDetail {
  id: number;
  url: string;
  has_tickets: boolean;
  sold_out: boolean;
  status: string;
  seat_groups: SeatGroup[];
}

/** An upcoming event whose first visible seat group has a discount and no timeslots. */
async function bookableEventWithDiscount(request: APIRequestContext): Promise<EventDetail> {
  for (let page = 1; page <= 5; page++) {
    const list = await request.get(`/de/api/events/?page=${page}&page_size=50`);
    expect(list.ok()).toBe(true);
    const { results } = (await list.json()) as {
      results: { id: number; has_tickets: boolean; status: string; date_start: string }[];
    };
    // Tickets are sold until an event begins: one that begins today soon or has begun is no use.
    const later = Date.now() + 3 * 3_600_000;
    for (const item of results.filter(
      (event) => event.has_tickets && event.status === "scheduled" && Date.parse(event.date_start) > later,
    )) {
      const detail = (await (await request.get(`/de/api/events/${item.id}/`)).json()) as EventDetail;
      const first = detail.seat_groups.find((group) => group.status !== 0);
      if (
        !detail.sold_out &&
        first &&
        first.timeslots.length === 0 &&
        first.prices.some((price) => !price.is_full_price) &&
        first.prices.some((price) => price.is_full_price)
      ) {
        return detail;
      }
    }
  }
  throw new Error("the seed has no bookable event with a discount");
}

/** Presses Tab until `target` has the focus: the way a keyboard-only visitor gets there. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

test.describe("booking through the widget and the built-in web shop", () => {
  test("a keyboard-only visitor books two tickets with a discount, sees the countdown, checks out and gets ticket codes", async ({
    page,
    request,
  }) => {
    const event = await bookableEventWithDiscount(request);
    await page.goto(event.url);
    await whenHydrated(page);

    const trigger = page.locator(".event-detail__tickets .booking__trigger");
    await tabTo(page, trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const widget = page.locator(".event-detail__tickets .booking-widget");
    await expect(widget).toBeVisible();
    // Focus moved into the widget.
    await expect(widget.locator(".booking-widget__title")).toBeFocused();

    const addToCart = widget.getByRole("button", { name: "In den Warenkorb" });
    await expect(addToCart).toBeDisabled();

    const firstGroup = widget.locator(".booking-widget__group").first();
    await tabTo(page, firstGroup.getByRole("button", { name: /^Ein Ticket hinzufügen/ }).first());
    await page.keyboard.press("Enter");
    await expect(firstGroup.locator(".booking-widget__count").first()).toHaveText("1");
    await expect(addToCart).toBeEnabled();

    await tabTo(page, firstGroup.getByRole("button", { name: /^Ermäßigungen/ }));
    await page.keyboard.press("Enter");
    const stepTitle = widget.locator(".booking-widget__step-title");
    await expect(stepTitle).toBeFocused();
    await expect(stepTitle).toContainText("Ermäßigungen");
    await tabTo(page, widget.getByRole("button", { name: /^Ein Ticket hinzufügen/ }).first());
    await page.keyboard.press("Enter");
    await expect(widget.locator(".booking-widget__count").first()).toHaveText("1");
    await expect(widget.locator(".booking-widget__status")).toHaveText("2 Tickets ausgewählt");

    await tabTo(page, addToCart);
    await page.keyboard.press("Enter");
    await expect(widget).toContainText("2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.");
    await expect(widget).toContainText("Ihre Tickets sind für die nächsten 15 Minuten reserviert.");

    await tabTo(page, widget.getByRole("link", { name: "Zum Warenkorb" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/webshop\/cart$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Warenkorb");
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText(/^1[45]:\d{2}$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? "", { timeout: 5000 });
    const rows = page.locator(".webshop-table tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(page.locator(".webshop__badge")).toContainText("2");
    await expectNoAxeViolations(page, "cart");

    // A quantity change is announced; removing a row hands focus to the heading and says so.
    const status = page.locator(".webshop__status");
    await tabTo(page, rows.first().getByRole("button", { name: /^Ein Ticket hinzufügen/ }));
    await page.keyboard.press("Enter");
    await expect(rows.first().locator(".booking-widget__count")).toHaveText("2");
    await expect(status).toHaveText(/: 2 Tickets$/);
    await tabTo(page, rows.nth(1).getByRole("button", { name: /^Entfernen/ }));
    await page.keyboard.press("Enter");
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(status).toHaveText(/ wurde aus dem Warenkorb entfernt\.$/);
    await expect(page.locator(".webshop__badge")).toContainText("2");

    await tabTo(page, page.getByRole("link", { name: "Zur Kasse" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/webshop\/checkout$/);
    await expectNoAxeViolations(page, "checkout");

    // An empty submit names both fields.
    await tabTo(page, page.getByRole("button", { name: "Jetzt kaufen" }));
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByText("Dieses Feld ist ein Pflichtfeld!")).toHaveCount(2);

    await page.keyboard.type("Erika Mustermann");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("E-Mail-Adresse")).toBeFocused();
    await page.keyboard.type("erika@example.org");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/webshop\/orders\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Bestellung");
    const codes = page.locator(".webshop-order__codes code");
    await expect(codes).toHaveCount(2);
    const texts = await codes.allTextContents();
    expect(new Set(texts).size).toBe(2);
    expect(texts.every((code) => code.trim().length >= 6)).toBe(true);
    await expect(page.locator(".webshop__badge")).toHaveCount(0);
  });

  test("the shop's links keep the language the visitor came in, in the server's HTML and in the app", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/webshop/checkout?lang=en")).text();
    expect(html).toContain('href="/webshop/cart?lang=en"');
    await page.goto("/webshop/checkout?lang=en");
    await whenHydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
    await page.getByRole("link", { name: "Back to the cart" }).click();
    await expect(page).toHaveURL(/\/webshop\/cart\?lang=en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
    await expect(page.locator(".webshop__cart-link")).toHaveAttribute("href", "/webshop/cart?lang=en");
    // German, the default, needs no query.
    await page.goto("/webshop/checkout");
    await expect(page.getByRole("link", { name: "Zurück zum Warenkorb" })).toHaveAttribute("href", "/webshop/cart");
  });

  test("the widget closes on Escape with the focus back on its trigger, and one widget is open at a time", async ({
    page,
    request,
  }) => {
    const event = await bookableEventWithDiscount(request);
    await page.goto(event.url);
    await whenHydrated(page);
    const trigger = page.locator(".event-detail__tickets .booking__trigger");
    await trigger.focus();
    await page.keyboard.press("Enter");
    const widget = page.locator(".event-detail__tickets .booking-widget");
    await expect(widget).toBeVisible();
    await expectNoAxeViolations(page, "event page with its booking widget open");
    await page.keyboard.press("Escape");
    await expect(widget).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // A click outside closes it too.
    await trigger.click();
    await expect(widget).toBeVisible();
    await page.locator("h1").click();
    await expect(widget).toBeHidden();
  });

  test("a production lists its dates with booking, one widget open at a time", async ({ page, request }) => {
    const list = (await (await request.get("/de/api/productions/?page=1")).json()) as { results: { id: number }[] };
    type Listed = {
      has_tickets: boolean;
      sold_out: boolean;
      status: string;
      min_price: string | null;
      id_jet: number | null;
      date_start: string;
    };
    let production: { url: string } | undefined;
    for (const { id } of list.results) {
      const detail = (await (await request.get(`/de/api/productions/${id}/`)).json()) as {
        url: string;
        events: Listed[];
      };
      const bookable = detail.events.filter(
        (e) =>
          e.has_tickets &&
          !e.sold_out &&
          e.status === "scheduled" &&
          e.id_jet !== null &&
          e.min_price !== null &&
          e.min_price !== "0.00" &&
          // Tickets are sold until an event begins.
          Date.parse(e.date_start) > Date.now() + 3 * 3_600_000,
      );
      if (bookable.length >= 2) {
        production = detail;
        break;
      }
    }
    expect(production).toBeDefined();
    await page.goto(production?.url ?? "/");
    await whenHydrated(page);
    await expect(page.locator("#dates-and-tickets h2")).toHaveText("Termine und Tickets");
    await expectNoAxeViolations(page, "production page with its dates");
    const triggers = page.locator("#dates-and-tickets .booking__trigger");
    expect(await triggers.count()).toBeGreaterThanOrEqual(2);
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
    // The sticky bar's ticket button leads to the dates.
    await expect(page.locator(".sticky-bar__ticket")).toHaveAttribute("href", "#dates-and-tickets");
  });

  test("the shop's event list path leads to the programme", async ({ page }) => {
    const response = await page.goto("/webshop/events");
    expect(response?.ok()).toBe(true);
    await expect(page).toHaveURL(/\/de\/programm$/);
  });
});
