// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import type { Price, SeatGroup } from "../../schemas/events";
import { eventDetail } from "../../schemas/events.fixtures";
import { BookingToggle } from "./BookingToggle";
import { setOpenWidget } from "./open-widget";
import type { ShopSettings } from "./shop-settings";

const price = (id: number, saleType: number, name: string, value: string, full: boolean): Price => ({
  id,
  price: value,
  sale_type_id: saleType,
  seat_group: 1,
  text: "",
  name,
  has_discounts: full,
  is_full_price: full,
});

const stalls: SeatGroup = {
  id: 1,
  seat_group: "Stalls",
  status: 1,
  text: "Best view",
  prices: [
    price(1, 1, "Full price", "32.00", true),
    price(2, 2, "Reduced", "19.00", false),
    price(3, 3, "Children", "8.00", false),
    price(4, 4, "Companion", "0.00", false),
  ],
  timeslots: [],
};
const hidden: SeatGroup = {
  ...stalls,
  id: 2,
  seat_group: "Box",
  status: 0,
  prices: [{ ...price(5, 1, "Full price", "60.00", true), seat_group: 2 }],
};
const shop: ShopSettings = { online: true, currency: "€", webshopUrl: "/webshop", quickBuy: false };

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** Opens the widget of the page's data, or (`api`) of a card, which reads the event when opened. */
async function openWidget(api?: ApiClient) {
  const view = await renderInRouter(
    <BookingToggle
      eventId={7}
      idJet={100_007}
      dateStart="2026-07-01T17:30:00.000Z"
      ticketUrl="/webshop/events/100007"
      data={api ? undefined : { prices: [...stalls.prices, ...hidden.prices], seatGroups: [stalls, hidden] }}
      eventTitle="Carmen"
      shop={shop}
    />,
    { context: { api } },
  );
  const trigger = view.container.querySelector<HTMLButtonElement>(".booking__trigger");
  if (!trigger) throw new Error("no trigger");
  // The widget's chunk is imported on demand; the click suspends until it is there.
  await act(async () => {
    trigger.click();
    await import("./BookingWidget");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const widget = view.container.querySelector<HTMLElement>(".booking-widget") as HTMLElement;
  const button = (name: RegExp) => {
    const found = [...widget.querySelectorAll("button")].find((b) =>
      name.test(b.getAttribute("aria-label") ?? b.textContent ?? ""),
    );
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  return { ...view, trigger, widget, button };
}

describe("BookingToggle", () => {
  let cleanup = () => {};
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the worker would have set; happy-dom has no Cookie Store API.
    document.cookie = "csrftoken=abcdefghijklmnopqrstuvwxyz0123456789ABCD";
  });
  afterEach(() => {
    act(() => setOpenWidget(null));
    cleanup();
    vi.unstubAllGlobals();
  });

  it("opens with the focus on the widget, the full price only in the main list, hidden groups left out", async () => {
    const view = await openWidget();
    cleanup = view.cleanup;
    expect(view.trigger.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(view.widget.querySelector(".booking-widget__title"));
    expect(view.widget.textContent).toContain("Stalls");
    expect(view.widget.textContent).not.toContain("Box");
    const names = [...view.widget.querySelectorAll(".booking-widget__price-name")].map((n) => n.textContent);
    expect(names).toEqual(["Full price"]);
    const addToCart = view.button(/^Add to cart$/) as HTMLButtonElement;
    expect(addToCart.disabled).toBe(true);
  });

  it("adds and removes amounts, shows discounts as a step and collapses more than two prices", async () => {
    const view = await openWidget();
    cleanup = view.cleanup;
    await act(async () => view.button(/^Add a ticket: Stalls, Full price$/).click());
    await act(async () => view.button(/^Add a ticket: Stalls, Full price$/).click());
    expect(view.widget.querySelector(".booking-widget__count")?.textContent).toBe("2");
    await act(async () => view.button(/^Remove a ticket: Stalls, Full price$/).click());
    expect(view.widget.querySelector(".booking-widget__count")?.textContent).toBe("1");
    expect((view.button(/^Add to cart$/) as HTMLButtonElement).disabled).toBe(false);

    await act(async () => view.button(/^Discounts/).click());
    expect(document.activeElement?.textContent).toBe("Discounts: Stalls");
    const list = view.widget.querySelector(".booking-widget__prices");
    expect(list?.className).toContain("booking-widget__prices--collapsed");
    const toggle = view.button(/^show all$/);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await act(async () => toggle.click());
    expect(list?.className).toContain("booking-widget__prices--expanded");
    expect(view.button(/^show less$/).getAttribute("aria-expanded")).toBe("true");

    const remove = view.button(/^Remove a ticket: Stalls, Reduced$/);
    expect(remove.getAttribute("aria-disabled")).toBe("true");
    await act(async () => remove.click());
    expect(view.widget.querySelector(".booking-widget__count")?.textContent).toBe("0");
  });

  it("sends one cart call per seat group with the CSRF header and shows the success summary", async () => {
    const fetchMock = vi.fn(async () => Response.json({ tickets_quantity: 2, cart_url: "/webshop/cart" }));
    vi.stubGlobal("fetch", fetchMock);
    const view = await openWidget();
    cleanup = view.cleanup;
    await act(async () => view.button(/^Add a ticket: Stalls, Full price$/).click());
    await act(async () => view.button(/^Discounts/).click());
    await act(async () => view.button(/^Add a ticket: Stalls, Reduced$/).click());
    await act(async () => view.button(/^Add to cart$/).click());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/en/api/shop-cart/");
    expect((init.headers as Record<string, string>)["X-CSRFToken"]).toBe("abcdefghijklmnopqrstuvwxyz0123456789ABCD");
    expect(JSON.parse(String(init.body))).toEqual({
      quantities: [1, 1],
      event_jet_id: 100_007,
      sale_type_ids: [1, 2],
      seat_group: 1,
    });
    expect(view.widget.textContent).toContain("2 tickets have been successfully added into your cart.");
    expect(view.widget.textContent).toContain("Your tickets will be reserved for the next 15 minutes.");
    expect(view.widget.querySelector("a")?.getAttribute("href")).toBe("/webshop/cart");
  });

  it("shows the -214 text, the code and the web-shop link when the cart call fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: "seats_short", detail: "", response_code: -214 }, { status: 409 })),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const view = await openWidget();
    cleanup = view.cleanup;
    await act(async () => view.button(/^Add a ticket: Stalls, Full price$/).click());
    await act(async () => view.button(/^Add to cart$/).click());
    await settle();
    const alert = view.widget.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("Unfortunately, that didn't work.");
    expect(alert?.textContent).toContain("Not enough (connected) seats found.");
    expect(alert?.textContent).toContain("Error -214");
    // The event's address in the built-in shop would lead back here: the shop itself is offered.
    expect(view.widget.querySelector('a[href="/webshop"]')?.textContent).toBe("Go to the web shop");
  });

  it("says the date is no longer on sale when the shop refuses it as cancelled or postponed meanwhile", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: "not_bookable", reason: "cancelled", detail: "This event is cancelled." },
          { status: 409 },
        ),
      ),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const view = await openWidget();
    cleanup = view.cleanup;
    await act(async () => view.button(/^Add a ticket: Stalls, Full price$/).click());
    await act(async () => view.button(/^Add to cart$/).click());
    await settle();
    const alert = view.widget.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe("Tickets for this date are no longer on sale: it has been cancelled or postponed.");
    expect(document.activeElement).toBe(alert?.querySelector("p"));
    // Nothing generic, and no web shop to try: it would not sell the date either.
    expect(view.widget.textContent).not.toContain("Unfortunately");
    expect(view.widget.querySelector('a[href="/webshop"]')).toBeNull();
  });

  it("on a card, sells nothing and says why when the date read on opening is cancelled meanwhile", async () => {
    const cancelled = eventDetail({ status: "cancelled", prices: stalls.prices, seat_groups: [stalls] });
    const view = await openWidget({ get: <T,>() => Promise.resolve(cancelled as T) });
    cleanup = view.cleanup;
    await settle();
    expect(view.widget.querySelector('[role="status"]')?.textContent).toBe("No tickets: this date has been cancelled.");
    expect(view.widget.querySelector(".booking-widget__price")).toBeNull();
    expect(view.widget.textContent).not.toContain("Add to cart");
  });

  it("on a card, sells nothing and says so when the date read on opening sold out meanwhile", async () => {
    const soldOut = eventDetail({ sold_out: true, prices: stalls.prices, seat_groups: [{ ...stalls, status: 0 }] });
    const view = await openWidget({ get: <T,>() => Promise.resolve(soldOut as T) });
    cleanup = view.cleanup;
    await settle();
    expect(view.widget.querySelector('[role="status"]')?.textContent).toBe("This date has sold out in the meantime.");
    expect(view.widget.textContent).not.toContain("Add to cart");
  });

  it("on a card, offers the prices of a date read on opening that is still scheduled", async () => {
    const scheduled = eventDetail({ prices: stalls.prices, seat_groups: [stalls] });
    const view = await openWidget({ get: <T,>() => Promise.resolve(scheduled as T) });
    cleanup = view.cleanup;
    await settle();
    const widget = view.container.querySelector(".booking-widget");
    expect(widget?.querySelector(".booking-widget__price-name")?.textContent).toBe("Full price");
  });

  it("keeps the generic failure for another 409 of the shop", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: "not_bookable", detail: "" }, { status: 409 })),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const view = await openWidget();
    cleanup = view.cleanup;
    await act(async () => view.button(/^Add a ticket: Stalls, Full price$/).click());
    await act(async () => view.button(/^Add to cart$/).click());
    await settle();
    expect(view.widget.querySelector('[role="alert"]')?.textContent).toContain("Unfortunately, that didn't work.");
    expect(view.widget.textContent).not.toContain("no longer on sale");
  });

  it("closes on Escape with the focus back on the trigger, and clears the selection", async () => {
    const view = await openWidget();
    cleanup = view.cleanup;
    await act(async () => view.button(/^Add a ticket: Stalls, Full price$/).click());
    await act(async () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })));
    expect(view.trigger.getAttribute("aria-expanded")).toBe("false");
    expect(view.widget.hidden).toBe(true);
    expect(document.activeElement).toBe(view.trigger);
    await act(async () => view.trigger.click());
    expect(view.widget.querySelector(".booking-widget__count")?.textContent).toBe("0");
  });
});
