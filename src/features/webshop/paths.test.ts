import { describe, expect, it } from "vitest";
import { shopAliasHref, webshopRedirect } from "./paths";

describe("webshopRedirect", () => {
  it("sends the shop's event list to the programme in the visitor's language", () => {
    expect(webshopRedirect("events", "de")).toBe("/de/programm");
    expect(webshopRedirect("events/", "en")).toBe("/en/events");
    expect(webshopRedirect("Events/100001", "de")).toBe("/de/programm");
  });

  it("sends item groups to the magazine's article pages", () => {
    expect(webshopRedirect("item-groups", "de")).toBe("/de/mediathek-de");
    expect(webshopRedirect("item-groups/4", "en")).toBe("/en/mediathek-en");
  });

  it("sends a series to its subscription page, a series list to the programme", () => {
    expect(webshopRedirect("series/12", "de")).toBe("/de/series/12");
    expect(webshopRedirect("series", "de")).toBe("/de/programm");
    expect(webshopRedirect("series/abc", "en")).toBe("/en/events");
  });

  it("knows no other shop path", () => {
    expect(webshopRedirect("", "de")).toBeNull();
    expect(webshopRedirect("vouchers", "de")).toBeNull();
  });
});

describe("shopAliasHref", () => {
  it("keeps the sub-path below the shop, each segment encoded for a Location header", () => {
    expect(shopAliasHref("cart")).toBe("/webshop/cart");
    expect(shopAliasHref("orders/AB12")).toBe("/webshop/orders/AB12");
    expect(shopAliasHref(undefined)).toBe("/webshop/");
    expect(shopAliasHref("a\nb/ä")).toBe("/webshop/a%0Ab/%C3%A4");
    expect(shopAliasHref("\u0000")).toBe("/webshop/%00");
  });
});
