import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine } from "./ics";

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
    now: new Date("2026-11-20T10:00:00Z"),
  };

  it("writes Berlin wall-clock times in winter and in summer", () => {
    const winter = buildIcs({ ...base, dateStart: "2026-12-01T18:30:00Z", dateEnd: "2026-12-01T21:00:00Z" }) ?? "";
    expect(winter).toContain("DTSTART;TZID=Europe/Berlin:20261201T193000\r\n");
    expect(winter).toContain("DTEND;TZID=Europe/Berlin:20261201T220000\r\n");
    const summer = buildIcs({ ...base, dateStart: "2026-07-01T18:30:00Z" }) ?? "";
    expect(summer).toContain("DTSTART;TZID=Europe/Berlin:20260701T203000\r\n");
    expect(summer).toContain("DTEND;TZID=Europe/Berlin:20260701T223000\r\n");
    expect(summer).toContain("DTSTAMP:20261120T100000Z\r\n");
    expect(summer).toContain("LOCATION:Stadttheater\\, Großer Saal\r\n");
  });

  it("marks a postponed event tentative, a scheduled one confirmed", () => {
    expect(buildIcs({ ...base, dateStart: "2026-12-01T18:30:00Z", status: "postponed" })).toContain("STATUS:TENTATIVE");
    expect(buildIcs({ ...base, dateStart: "2026-12-01T18:30:00Z" })).toContain("STATUS:CONFIRMED");
  });

  it("marks a cancelled event and refuses an unusable start", () => {
    expect(buildIcs({ ...base, dateStart: "2026-12-01T18:30:00Z", status: "cancelled" })).toContain("STATUS:CANCELLED");
    expect(buildIcs({ ...base, dateStart: "tomorrow" })).toBeNull();
  });
});
