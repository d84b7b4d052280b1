import { describe, expect, it } from "vitest";
import { isShopEventPath, ticketHref } from "./ticket-links";

describe("ticketHref", () => {
  it("leads the built-in shop's event address to the event page's tickets, in the page's language", () => {
    expect(ticketHref({ ticket_url: "/webshop/events/100002", url: "/en/events/wood-sound/2" })).toBe(
      "/en/events/wood-sound/2#tickets",
    );
    expect(ticketHref({ ticket_url: "/webshop/events/100002/", url: "/de/programm/holz-klang/2" })).toBe(
      "/de/programm/holz-klang/2#tickets",
    );
  });

  it("keeps another shop's address, and has none without one", () => {
    const external = "https://tickets.example/show/7";
    expect(ticketHref({ ticket_url: external, url: "/de/programm/x/7" })).toBe(external);
    expect(ticketHref({ ticket_url: "/webshop/cart", url: "/de/programm/x/7" })).toBe("/webshop/cart");
    expect(ticketHref({ ticket_url: null, url: "/de/programm/x/7" })).toBeNull();
  });

  it("knows the built-in shop's event paths only", () => {
    expect(isShopEventPath("/webshop/events/1")).toBe(true);
    expect(isShopEventPath("/webshop/events/12345678901")).toBe(false);
    expect(isShopEventPath("/webshop/events/1/extra")).toBe(false);
    expect(isShopEventPath("/shop/webshop/events/1")).toBe(false);
  });
});
