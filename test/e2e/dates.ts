import type { Browser, Page } from "@playwright/test";
import { editorHeaders } from "./editing";
import { expect } from "./fixtures";

/**
 * Productions with dates, and seats held in a visitor's cart, made through the site's own calls
 * for the tests that only need them to exist (the back office's, live availability's).
 */

export const HUB_API = "/api/cms-hub";

/** The seed's ticketing sale types (DateSeriesDialog's): the full price and the reduced one. */
const SALE_TYPE = { full: 1, reduced: 2 } as const;

/** A fresh browser of its own (a visitor), on the same server. */
export async function otherBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/**
 * A production of the test's own (signed-in `page`), online, with one date per `days` entry at
 * 19:30 Berlin time, each with `seatGroups` seat groups (stalls, then circle; a full and a
 * reduced price each) of `capacity` seats: made as the production form and its dates dialog
 * make it. Answers the dates' ids.
 */
export async function productionWithDates(
  page: Page,
  baseURL: string,
  title: string,
  days: string[],
  { capacity = 20, seatGroups = 2 }: { capacity?: number; seatGroups?: 1 | 2 } = {},
): Promise<{ production: number; events: number[] }> {
  const headers = await editorHeaders(page, baseURL);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const created = await page.request.post(`${HUB_API}/productions/`, {
    headers,
    data: { title_de: title, title_en: `${title} (en)`, slug_de: slug, slug_en: `${slug}-en`, theme: "wkm" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const production = (await created.json()) as { id: number; revision: number };
  const price = (group: number, sale: keyof typeof SALE_TYPE, cents: number) => ({
    seat_group_index: group,
    sale_type_id: SALE_TYPE[sale],
    price_cents: cents,
    name_de: sale === "full" ? "Normalpreis" : "Ermäßigt",
    name_en: sale === "full" ? "Full price" : "Reduced",
    ...(sale === "full" ? { is_full_price: true, has_discounts: true } : {}),
  });
  const dates = await page.request.post(`${HUB_API}/productions/${production.id}/dates/`, {
    headers,
    data: {
      revision: production.revision,
      rule: { kind: "list", dates: days.map((day) => ({ day, time: "19:30" })) },
      room_id: null,
      seat_groups: [
        { name_de: "Parkett", name_en: "Stalls", capacity },
        { name_de: "Rang", name_en: "Circle", capacity },
      ].slice(0, seatGroups),
      prices: [
        price(0, "full", 3200),
        price(0, "reduced", 1800),
        price(1, "full", 2400),
        price(1, "reduced", 1200),
      ].slice(0, 2 * seatGroups),
    },
  });
  expect(dates.status(), await dates.text()).toBe(201);
  const { events } = (await dates.json()) as { events: number[] };
  return { production: production.id, events };
}

/**
 * Puts `quantity` full-price seats of the date's first seat group in the cart of `buyer`'s
 * browser, as the booking widget does (`buyer` holds a CSRF cookie: it opened a page of the site,
 * or signed in).
 */
export async function holdSeats(
  buyer: Page,
  baseURL: string,
  event: { id_jet: number | null; seat_groups: { id: number }[] },
  quantity: number,
): Promise<void> {
  const held = await buyer.request.post("/de/api/shop-cart/", {
    headers: await editorHeaders(buyer, baseURL),
    data: {
      quantities: [quantity],
      event_jet_id: event.id_jet,
      sale_type_ids: [SALE_TYPE.full],
      seat_group: event.seat_groups[0]?.id,
    },
  });
  expect(held.status(), await held.text()).toBe(200);
}
