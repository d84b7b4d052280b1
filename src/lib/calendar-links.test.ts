import { describe, expect, it } from "vitest";
import { googleCalendarUrl, icsHref, outlookCalendarUrl } from "./calendar-links";

const entry = {
  id: 42,
  title: "Figaro & friends",
  date_start: "2026-11-21T18:30:00Z",
  date_end: "2026-11-21T21:00:00Z",
  location: "Town Theatre, Great Hall",
  pageUrl: "https://kultur.example/en/events/figaro/42",
};

describe("calendar links", () => {
  it("points at the worker's iCalendar file of the event", () => {
    expect(icsHref("de", 42)).toBe("/de/api/events/42/ics/");
  });

  it("fills Google Calendar's template with UTC times, title, place and page", () => {
    const url = new URL(googleCalendarUrl(entry) ?? "");
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Figaro & friends");
    expect(url.searchParams.get("dates")).toBe("20261121T183000Z/20261121T210000Z");
    expect(url.searchParams.get("location")).toBe("Town Theatre, Great Hall");
    expect(url.searchParams.get("details")).toBe(entry.pageUrl);
  });

  it("fills Outlook's compose form with ISO times", () => {
    const url = new URL(outlookCalendarUrl(entry) ?? "");
    expect(url.hostname).toBe("outlook.live.com");
    expect(url.searchParams.get("subject")).toBe("Figaro & friends");
    expect(url.searchParams.get("startdt")).toBe("2026-11-21T18:30:00.000Z");
    expect(url.searchParams.get("enddt")).toBe("2026-11-21T21:00:00.000Z");
    expect(url.searchParams.get("body")).toBe(entry.pageUrl);
  });

  it("gives an event without a usable end two hours", () => {
    for (const date_end of [null, "2026-11-21T17:00:00Z"]) {
      const url = new URL(googleCalendarUrl({ ...entry, date_end }) ?? "");
      expect(url.searchParams.get("dates")).toBe("20261121T183000Z/20261121T203000Z");
    }
  });

  it("makes no link without a usable start", () => {
    expect(googleCalendarUrl({ ...entry, date_start: "soon" })).toBeNull();
    expect(outlookCalendarUrl({ ...entry, date_start: "soon" })).toBeNull();
  });
});
