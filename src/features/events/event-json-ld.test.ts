import { describe, expect, it } from "vitest";
import { pinClock } from "../../lib/pin-clock.test-helper";
import { eventDetail, price } from "../../schemas/events.fixtures";
import { currencyCode, eventNode } from "./event-json-ld";

// The fixture's event is on 1 July 2026: these tests look at it from before it begins.
pinClock("2026-06-01T10:00:00Z");

const event = eventDetail({
  id: 7,
  id_jet: 100_007,
  slug: "carmen",
  url: "/de/programm/carmen/7",
  urls: { de: "/de/programm/carmen/7", en: "/en/events/carmen/7" },
  title: "Carmen",
  subtitle: "Oper in vier Akten",
  date_end: "2026-07-01T20:30:00.000Z",
  image_obj: { key: "carmen", url: "/media/carmen.jpg", alt: "" },
  room: { id: 1, name: "Großer Saal" },
  venue: { id: 2, name: "Stadttheater", slug: "stadttheater", url: "/de/venues/stadttheater/2" },
  production: { id: 3, title: "Carmen", url: "/de/produktionen/carmen/3" },
  ticket_url: "/webshop/events/100007",
  persons: [
    { id: 4, name: "Anna Roth", role: "Carmen", url: "/de/team/anna-roth/4", image_obj: null, image_thumbnails: null },
  ],
  prices: [price("32.00", { has_discounts: true }), price("24.00", { id: 2, seat_group: 11 })],
  seat_groups: [
    { id: 10, seat_group: "Parkett", status: 1, text: "", prices: [], timeslots: [] },
    { id: 11, seat_group: "Rang", status: 0, text: "", prices: [], timeslots: [] },
  ],
});

describe("eventNode", () => {
  it("describes the event with absolute URLs, dates, place, status and performers", () => {
    const ld = eventNode(event, "https://kultur.example", "€", "de");
    expect(ld).toMatchObject({
      "@type": "Event",
      name: "Carmen",
      url: "https://kultur.example/de/programm/carmen/7",
      startDate: "2026-07-01T17:30:00.000Z",
      endDate: "2026-07-01T20:30:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      image: ["https://kultur.example/media/carmen.jpg"],
      location: {
        "@type": "Place",
        name: "Stadttheater, Großer Saal",
        url: "https://kultur.example/de/venues/stadttheater/2",
      },
      performer: [{ "@type": "Person", name: "Anna Roth", url: "https://kultur.example/de/team/anna-roth/4" }],
    });
  });

  it("offers every price with its seat group's availability", () => {
    const ld = eventNode(event, "https://kultur.example", "€", "de");
    expect(ld.offers).toEqual([
      {
        "@type": "Offer",
        name: "Parkett, Normalpreis",
        price: "32.00",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url: "https://kultur.example/de/programm/carmen/7#tickets",
      },
      {
        "@type": "Offer",
        name: "Rang, Normalpreis",
        price: "24.00",
        priceCurrency: "EUR",
        availability: "https://schema.org/SoldOut",
        url: "https://kultur.example/de/programm/carmen/7#tickets",
      },
    ]);
  });

  it("marks a cancelled event and its offers", () => {
    const ld = eventNode({ ...event, status: "cancelled" }, "https://kultur.example", "€", "de");
    expect(ld.eventStatus).toBe("https://schema.org/EventCancelled");
    expect((ld.offers as { availability: string }[]).every((o) => o.availability.endsWith("SoldOut"))).toBe(true);
  });

  it("marks a moved date as rescheduled with the start it replaced, and keeps it on sale", () => {
    const moved = { ...event, previous_date_start: "2026-06-20T17:30:00.000Z" };
    const ld = eventNode(moved, "https://kultur.example", "€", "de");
    expect(ld.eventStatus).toBe("https://schema.org/EventRescheduled");
    expect(ld.previousStartDate).toBe("2026-06-20T17:30:00.000Z");
    expect(ld.startDate).toBe("2026-07-01T17:30:00.000Z");
    expect((ld.offers as { availability: string }[])[0]?.availability).toBe("https://schema.org/InStock");
  });

  it("names no previous start for a scheduled date that never moved, nor for a cancelled one", () => {
    expect(eventNode(event, "https://kultur.example", "€", "de").previousStartDate).toBeUndefined();
    const cancelled = { ...event, status: "cancelled" as const, previous_date_start: "2026-06-20T17:30:00.000Z" };
    const ld = eventNode(cancelled, "https://kultur.example", "€", "de");
    expect(ld.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(ld.previousStartDate).toBeUndefined();
  });

  it("offers nothing once the event has begun, nor while it is postponed", () => {
    const started = eventNode(
      { ...event, date_start: "2026-06-01T09:00:00.000Z" },
      "https://kultur.example",
      "€",
      "de",
    );
    const postponed = eventNode({ ...event, status: "postponed" }, "https://kultur.example", "€", "de");
    for (const ld of [started, postponed]) {
      expect((ld.offers as { availability: string }[]).every((o) => o.availability.endsWith("SoldOut"))).toBe(true);
    }
  });

  it("has no offers without tickets", () => {
    expect(eventNode({ ...event, has_tickets: false }, "https://kultur.example", "€", "de").offers).toBeUndefined();
  });

  it("maps currency signs to ISO codes", () => {
    expect([currencyCode("€"), currencyCode("CHF"), currencyCode("£"), currencyCode("??")]).toEqual([
      "EUR",
      "CHF",
      "GBP",
      "EUR",
    ]);
  });
});

describe("eventNode: accessibility (ADR 0037)", () => {
  const access = {
    features: ["surtitles", "audio_description", "relaxed_performance", "wheelchair_spaces"] as const,
    surtitle_languages: ["de", "en"],
    hazards: ["flashing_lights" as const, "loud_sounds" as const],
    note_de: "Tastführung um 18 Uhr.",
    note_en: null,
  };
  const accessible = { ...event, access: { ...access, features: [...access.features] } };

  it("names the features and hazards the vocabulary has a value for, the place's as its amenities, and the note", () => {
    const ld = eventNode(accessible, "https://kultur.example", "€", "en");
    expect(ld.accessibilityFeature).toEqual(["openCaptions", "audioDescription"]);
    // The page's language has no note: the other one's stands in.
    expect(ld.accessibilitySummary).toBe("Tastführung um 18 Uhr.");
    expect((ld.location as { amenityFeature: unknown }).amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Wheelchair spaces", value: true },
    ]);
    expect(ld.accessibilityHazard).toEqual(["flashing", "sound"]);
  });

  it("says nothing of accessibility without it", () => {
    const ld = eventNode({ ...event, access: null }, "https://kultur.example", "€", "de");
    expect(ld.accessibilityFeature).toBeUndefined();
    expect(ld.accessibilitySummary).toBeUndefined();
    expect(ld.accessibilityHazard).toBeUndefined();
    expect((ld.location as { amenityFeature?: unknown }).amenityFeature).toBeUndefined();
  });
});
