import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, type IcsEvent } from "./ics";

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of line break (RFC 5545 §3.3.11)", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
});

describe("foldLine", () => {
  it("keeps lines of up to 75 octets as they are", () => {
    const line = "x".repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds longer lines with CRLF and a space, counting octets, never splitting a character", () => {
    const line = `SUMMARY:${"ü".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
  });
});

describe("buildIcs", () => {
  const base = {
    uid: "event-1@kultur.example",
    title: "Die Zauberflöte",
    description: null,
    location: "Stadttheater, Großer Saal",
    url: "https://kultur.example/de/programm/zauberfloete/1",
    dateEnd: null,
    status: "scheduled" as const,
  };
  const now = new Date("2026-11-20T10:00:00Z");
  const one = (event: Partial<IcsEvent> & { dateStart: string }) => buildIcs([{ ...base, ...event }], { now }).text;

  it("writes Berlin wall-clock times in winter and in summer", () => {
    const winter = one({ dateStart: "2026-12-01T18:30:00Z", dateEnd: "2026-12-01T21:00:00Z" });
    expect(winter).toContain("DTSTART;TZID=Europe/Berlin:20261201T193000\r\n");
    expect(winter).toContain("DTEND;TZID=Europe/Berlin:20261201T220000\r\n");
    const summer = one({ dateStart: "2026-07-01T18:30:00Z" });
    expect(summer).toContain("DTSTART;TZID=Europe/Berlin:20260701T203000\r\n");
    expect(summer).toContain("DTEND;TZID=Europe/Berlin:20260701T223000\r\n");
    expect(summer).toContain("DTSTAMP:20261120T100000Z\r\n");
    expect(summer).toContain("LOCATION:Stadttheater\\, Großer Saal\r\n");
    expect(summer).not.toContain("X-WR-CALNAME");
  });

  it("marks a postponed event tentative, a scheduled one confirmed", () => {
    expect(one({ dateStart: "2026-12-01T18:30:00Z", status: "postponed" })).toContain("STATUS:TENTATIVE");
    expect(one({ dateStart: "2026-12-01T18:30:00Z" })).toContain("STATUS:CONFIRMED");
  });

  it("marks a cancelled event and leaves out one without a usable start", () => {
    expect(one({ dateStart: "2026-12-01T18:30:00Z", status: "cancelled" })).toContain("STATUS:CANCELLED");
    const calendar = buildIcs([{ ...base, dateStart: "tomorrow" }], { now });
    expect(calendar.written).toBe(0);
    expect(calendar.text).not.toContain("BEGIN:VEVENT");
  });

  it("writes a feed's name, source and refresh interval, and each event's sequence and last change", () => {
    const feed = buildIcs(
      [
        { ...base, dateStart: "2031-03-30T18:00:00Z", sequence: 2, lastModified: "2031-01-02T03:04:05Z" },
        { ...base, uid: "event-2@kultur.example", dateStart: "2031-10-26T18:00:00Z" },
      ],
      {
        now,
        feed: {
          name: "Kulturwerk – Programm: Saal",
          source: "https://kultur.example/de/api/events.ics",
          refreshHours: 1,
        },
      },
    );
    expect(feed.written).toBe(2);
    expect(feed.text).toContain("X-WR-CALNAME:Kulturwerk – Programm: Saal\r\n");
    expect(feed.text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
    expect(feed.text).toContain("X-PUBLISHED-TTL:PT1H\r\n");
    expect(feed.text).toContain("SEQUENCE:2\r\nLAST-MODIFIED:20310102T030405Z\r\n");
    // Summer time on the last Sunday of March, winter time again on the last of October.
    expect(feed.text).toContain("DTSTART;TZID=Europe/Berlin:20310330T200000\r\n");
    expect(feed.text).toContain("DTSTART;TZID=Europe/Berlin:20311026T190000\r\n");
    expect(feed.text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
  });
});
