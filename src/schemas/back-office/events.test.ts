import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EVENT_STATUSES, EventBody, EventInstant, EventStatusBody, TicketsBody } from "./events";

/** The event's one schema (issue 27): what the hub's API and the event's form both accept. */

const base = {
  slug_de: "abend",
  slug_en: "evening",
  title_de: "Abend",
  title_en: "Evening",
  date_start: "2031-06-05T17:30:00Z",
};

const group = (name: string, capacity = 10) => ({ name_de: name, name_en: name, capacity });
const price = (fields: Record<string, unknown>) => ({
  sale_type_id: 1,
  price_cents: 2000,
  name_de: "Normalpreis",
  name_en: "Full price",
  ...fields,
});

/** The paths and messages of a body's problems. */
function problems(schema: v.GenericSchema, input: unknown): [string | undefined, string][] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue) ?? undefined, issue.message]);
}

describe("EventBody", () => {
  it("stores instants as UTC seconds, whatever offset or precision they came with", () => {
    expect(v.parse(EventInstant, "2031-06-05T19:30+02:00")).toBe("2031-06-05T17:30:00Z");
    expect(v.parse(EventInstant, "2031-12-05T19:30:15.250+01:00")).toBe("2031-12-05T18:30:15Z");
    expect(problems(EventInstant, "05.06.2031 19:30")[0]?.[1]).toMatch(/date and time/);
    expect(problems(EventInstant, "2031-02-30T19:30:00Z")[0]?.[1]).toBe("Expected a real date and time");
    expect(problems(EventInstant, "2032-02-29T19:30:00Z")).toEqual([]);
    expect(problems(EventInstant, "2031-13-05T19:30:00Z")[0]?.[1]).toBe("Expected a real date and time");
  });

  it("fills the defaults a new event starts with", () => {
    const body = v.parse(EventBody, base);
    expect(body).toMatchObject({
      date_end: null,
      is_online: true,
      has_tickets: true,
      theme: "wkm",
      tag_ids: [],
      persons: [],
      seat_groups: [],
      prices: [],
      timeslots: [],
      description_de: null,
    });
  });

  it("names the field of a rule across fields: an end before the start, a price without its seat group", () => {
    expect(problems(EventBody, { ...base, date_end: "2031-06-05T17:00:00Z" })).toEqual([
      ["date_end", "Ends before it starts"],
    ]);
    expect(
      problems(EventBody, {
        ...base,
        seat_groups: [group("Parkett")],
        prices: [price({ seat_group_index: 0 }), price({ seat_group_index: 1 })],
      }),
    ).toEqual([["prices.1.seat_group_index", "No seat group of this event"]]);
  });

  it("keeps a sale type once and one full price per seat group, a stored row once", () => {
    const tickets = {
      seat_groups: [group("Parkett"), group("Rang")],
      prices: [
        price({ seat_group_index: 0, is_full_price: true }),
        price({ seat_group_index: 0, is_full_price: true }),
        price({ seat_group_index: 1, is_full_price: true }),
      ],
    };
    expect(problems(TicketsBody, tickets)).toEqual([
      ["prices.1.sale_type_id", "This sale type has a price in the seat group already"],
      ["prices.1.is_full_price", "The seat group has a full price already"],
    ]);
    expect(
      problems(TicketsBody, {
        seat_groups: [
          { ...group("A"), id: 4 },
          { ...group("B"), id: 4 },
        ],
      }),
    ).toEqual([["seat_groups", "A row is listed twice"]]);
  });

  it("places a price or timeslot by a stored seat group's id or a new one's index, exactly one of them", () => {
    const stored = { ...group("Parkett"), id: 31 };
    expect(
      problems(TicketsBody, {
        seat_groups: [stored],
        prices: [price({ seat_group_id: 31 })],
        timeslots: [{ seat_group_id: 32, time_start: "14:30", capacity: 5 }],
      }),
    ).toEqual([["timeslots.0.seat_group_id", "No seat group of this event"]]);
    expect(problems(TicketsBody, { seat_groups: [stored], prices: [price({})] })[0]?.[1]).toBe(
      "Name its seat group by seat_group_id or seat_group_index",
    );
    const slot = v.parse(TicketsBody, { timeslots: [{ time_start: "09:05", capacity: 5 }] }).timeslots[0];
    expect(slot).toMatchObject({ time_start: "09:05:00", block_id: null, seat_group_id: null, available: true });
  });
});

describe("EventStatusBody", () => {
  it("takes the three statuses and an optional new date", () => {
    for (const status of EVENT_STATUSES) expect(v.parse(EventStatusBody, { revision: 2, status }).status).toBe(status);
    expect(
      v.parse(EventStatusBody, { revision: 2, status: "scheduled", date_start: "2031-07-01T20:00+02:00" }),
    ).toEqual({
      revision: 2,
      status: "scheduled",
      date_start: "2031-07-01T18:00:00Z",
    });
    expect(problems(EventStatusBody, { revision: 2, status: "moved" })[0]?.[0]).toBe("status");
  });
});
