import type { EventDetail, EventListItem, Price } from "./events";

/**
 * Test fixture: an upcoming, scheduled event on sale in the events list, without image,
 * place, tags or production, unless `overrides` name them.
 */
export function eventListItem(overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id: 1,
    id_jet: 100_001,
    slug: "konzert",
    url: "/de/programm/konzert/1",
    title: "Konzert",
    subtitle: null,
    date_start: "2026-07-01T17:30:00.000Z",
    date_end: null,
    event_type_new: null,
    theme: "so",
    image_obj: null,
    image_thumbnails: null,
    room: null,
    venue: null,
    tags: [],
    series: null,
    genre: null,
    exhibition_type: null,
    production: null,
    has_tickets: true,
    ticket_url: "/webshop/events/100001",
    sold_out: false,
    status: "scheduled",
    previous_date_start: null,
    min_price: "24.00",
    ...overrides,
  };
}

/** Test fixture: a full-price 'Normalpreis' of seat group 10 without discounts. */
export function price(amount: string, overrides: Partial<Price> = {}): Price {
  return {
    id: 1,
    price: amount,
    sale_type_id: 1,
    seat_group: 10,
    text: "",
    name: "Normalpreis",
    has_discounts: false,
    is_full_price: true,
    ...overrides,
  };
}

/** Test fixture: the list item above as a detail with one paid price, no seat groups, persons or text. */
export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...eventListItem(),
    urls: { de: "/de/programm/konzert/1", en: "/en/events/konzert/1" },
    description: null,
    access: null,
    persons: [],
    prices: [price("24.00")],
    seat_groups: [],
    ...overrides,
  };
}
