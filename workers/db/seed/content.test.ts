import { describe, expect, it } from "vitest";
import { FieldType } from "../../../src/schemas/forms";
import {
  berlinDayOf,
  berlinTime,
  buildSeed,
  clearStatements,
  DEFAULT_EVENT_COUNT,
  SEED_TABLES,
  type Seed,
  type SeedTable,
} from "./content";

const NOW = new Date("2026-11-21T00:00:00Z");
const DAY_MS = 86_400_000;

type Row = Record<string, unknown>;

/** Decodes the seed's bulk INSERTs back into row objects per table. */
function rows(seed: Seed, table: SeedTable): Row[] {
  const out: Row[] = [];
  for (const statement of seed.statements) {
    const match = /^INSERT INTO (\w+) \(([^)]+)\) SELECT .* FROM json_each\(\?\)$/.exec(statement.sql);
    if (!match || match[1] !== table) continue;
    const columns = (match[2] ?? "").split(", ");
    for (const values of JSON.parse(String(statement.params[0])) as unknown[][]) {
      out.push(Object.fromEntries(columns.map((column, i) => [column, values[i]])));
    }
  }
  return out;
}

const seed = buildSeed({ now: NOW });

describe("buildSeed", () => {
  it("is deterministic for the same options", () => {
    expect(buildSeed({ now: NOW, events: 300 })).toEqual(buildSeed({ now: NOW, events: 300 }));
  });

  it("anchors every date on options.now", () => {
    const later = buildSeed({ now: new Date("2027-03-01T00:00:00Z") });
    expect(rows(later, "events")[0]?.date_start).not.toEqual(rows(seed, "events")[0]?.date_start);
  });

  it("starts on Berlin's day, which can be a day ahead of UTC's", () => {
    const day = (iso: string) => new Date(berlinDayOf(Date.parse(iso))).toISOString().slice(0, 10);
    expect(day("2026-11-27T23:40:00Z")).toBe("2026-11-28");
    expect(day("2026-12-31T22:30:00Z")).toBe("2026-12-31");
    expect(day("2026-12-31T22:59:59Z")).toBe("2026-12-31");
    expect(day("2026-12-31T23:00:00Z")).toBe("2027-01-01");
    // The nights the clocks change: 01:30 in Berlin is 00:30 UTC before the change in March...
    expect(day("2027-03-28T00:30:00Z")).toBe("2027-03-28");
    expect(day("2027-03-27T22:30:00Z")).toBe("2027-03-27");
    // ...and after it in summer a Berlin day begins at 22:00 UTC.
    expect(day("2027-03-28T22:30:00Z")).toBe("2027-03-29");
    expect(day("2026-10-24T22:30:00Z")).toBe("2026-10-25");
    expect(day("2026-10-25T22:30:00Z")).toBe("2026-10-25");
    expect(day("2026-10-25T23:30:00Z")).toBe("2026-10-26");
    // The first events fall on that day.
    const lateEvening = buildSeed({ now: new Date("2026-12-31T23:30:00Z") });
    const firstStart = String(rows(lateEvening, "events")[0]?.date_start);
    expect(new Date(berlinDayOf(Date.parse(firstStart))).toISOString().slice(0, 10)).toBe("2027-01-01");
  });

  it("emits D1-sized statements whose rows match their column lists", () => {
    for (const statement of seed.statements) {
      const placeholders = statement.sql.match(/\?/g)?.length ?? 0;
      expect(placeholders).toBe(statement.params.length);
      expect(statement.params.length).toBeLessThanOrEqual(100);
      expect(String(statement.params[0]).length).toBeLessThan(1_000_000);
    }
    const total = SEED_TABLES.reduce((sum, table) => sum + rows(seed, table).length, 0);
    expect(total).toBe(Object.values(seed.rowCounts).reduce((sum, n) => sum + n, 0));
  });

  it("inserts parents before children and clears in the reverse order", () => {
    const order = seed.statements.map((s) => /^INSERT INTO (\w+)/.exec(s.sql)?.[1]);
    expect(order.indexOf("events")).toBeGreaterThan(order.indexOf("productions"));
    expect(order.indexOf("page_modules")).toBeGreaterThan(order.indexOf("pages"));
    expect(clearStatements().map((s) => s.sql)).toEqual([...SEED_TABLES].reverse().map((t) => `DELETE FROM ${t}`));
  });

  it("has the required amounts of content", () => {
    const counts = seed.rowCounts;
    expect(counts.events).toBe(DEFAULT_EVENT_COUNT);
    expect(counts.events).toBeGreaterThanOrEqual(150);
    expect(counts.productions).toBe(12);
    expect(counts.persons).toBe(30);
    expect(counts.venues).toBe(6);
    expect(counts.articles).toBe(20);
    expect(counts.rooms).toBeGreaterThan(counts.venues);
    expect(counts.event_teasers).toBeGreaterThan(0);
    expect(counts.users).toBe(1);
  });

  it("places all events in the twelve months from now, several on some days", () => {
    const starts = rows(seed, "events").map((e) => Date.parse(String(e.date_start)));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(NOW.getTime());
    expect(Math.max(...starts)).toBeLessThan(NOW.getTime() + 365 * DAY_MS);
    const perDay = new Map<string, number>();
    for (const e of rows(seed, "events")) {
      const day = String(e.date_start).slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect(perDay.get("2026-11-21")).toBeGreaterThanOrEqual(2);
    expect([...perDay.values()].filter((n) => n > 1).length).toBeGreaterThan(5);
  });

  it("covers the booking cases: sold out, no tickets, time slots, discounts", () => {
    const events = rows(seed, "events");
    const groups = rows(seed, "seat_groups");
    const prices = rows(seed, "prices");
    const soldOut = events.filter(
      (e) =>
        e.has_tickets === 1 &&
        groups.filter((g) => g.event_id === e.id).every((g) => g.status === 0 || g.capacity === 0),
    );
    expect(soldOut.length).toBeGreaterThan(0);
    expect(events.some((e) => e.has_tickets === 0 && e.ticket_url === null)).toBe(true);
    expect(rows(seed, "timeslots").length).toBeGreaterThan(0);
    expect(prices.some((p) => p.is_full_price === 0 && Number(p.price_cents) > 0)).toBe(true);
    expect(prices.some((p) => p.price_cents === 0)).toBe(true);
    expect(prices.every((p) => groups.some((g) => g.id === p.seat_group_id && g.event_id === p.event_id))).toBe(true);
  });

  it("stores module data as JSON and places modules in section columns", () => {
    const modules = rows(seed, "page_modules");
    for (const module of modules) expect(() => JSON.parse(String(module.data))).not.toThrow();
    const sections = modules.filter((m) => m.model === "section");
    expect(modules.some((m) => sections.some((s) => s.id === m.parent_id) && m.column_index !== null)).toBe(true);
  });

  it("has the required pages", () => {
    const pages = rows(seed, "pages");
    const byPath = (path: string) => pages.find((p) => p.path_de === path);
    expect(byPath("/")?.path_en).toBe("/");
    for (const legal of ["/agb", "/datenschutz", "/impressum"]) expect(byPath(legal)?.path_en).toBe(legal);
    expect(pages.some((p) => p.is_landing_page === 1)).toBe(true);
    expect(pages.some((p) => p.is_online === 0)).toBe(true);
    expect(new Set(pages.map((p) => p.theme))).toEqual(new Set(["wkm", "so", "ba", "ti", "wa"]));
  });

  it("uses every form field type", () => {
    const types = new Set(rows(seed, "form_fields").map((f) => f.field_type));
    expect([...types].sort((a, b) => Number(a) - Number(b))).toEqual(Object.values(FieldType));
  });

  it("writes German diacritics and the settings rows", () => {
    const titles = JSON.stringify([rows(seed, "events"), rows(seed, "productions"), rows(seed, "page_modules")]);
    for (const word of ["Märchen", "Gründerzeit", "Öffnungszeiten"]) expect(titles).toContain(word);
    expect(rows(seed, "site_settings")).toHaveLength(1);
    expect(JSON.parse(String(rows(seed, "design_settings")[0]?.data))).toMatchObject({ currency: "€" });
    expect(rows(seed, "breaking_news").filter((n) => n.is_active === 1)).toHaveLength(1);
    expect(rows(seed, "redirects")).toContainEqual(
      expect.objectContaining({ old_path: "/de/alt/spielplan", new_path: "/de/programm" }),
    );
  });

  it("lists every image the rows reference", () => {
    const keys = new Set(seed.images.map((image) => image.key));
    const referenced = JSON.stringify(seed.statements).match(/images\/[a-z0-9-]+/g) ?? [];
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.filter((key) => !keys.has(key))).toEqual([]);
  });

  it("scales to the benchmark size", () => {
    const big = buildSeed({ now: NOW, events: 20_000 });
    expect(big.rowCounts.events).toBe(20_000);
    expect(big.images).toEqual(seed.images);
  });

  it("rejects a bad event count", () => {
    expect(() => buildSeed({ now: NOW, events: -1 })).toThrow(RangeError);
  });
});

describe("berlinTime", () => {
  const utc = (day: string, time: string) => new Date(berlinTime(Date.parse(`${day}T00:00:00Z`), time)).toISOString();

  it("applies CET in winter and CEST in summer, switching on the last Sundays of March and October", () => {
    expect(utc("2027-03-27", "19:30")).toBe("2027-03-27T18:30:00.000Z");
    expect(utc("2027-03-28", "19:30")).toBe("2027-03-28T17:30:00.000Z");
    expect(utc("2027-10-30", "19:30")).toBe("2027-10-30T17:30:00.000Z");
    expect(utc("2027-10-31", "19:30")).toBe("2027-10-31T18:30:00.000Z");
  });
});
