import { describe, expect, it } from "vitest";
import { createTranslator } from "../../i18n/messages";
import type { OpeningHoursEntry, OpeningHoursToday } from "../../schemas/opening-hours";
import { openingHoursStatus, openingHoursText } from "./opening-hours";

const range = (from: string, to: string, extra: Partial<OpeningHoursEntry> = {}): OpeningHoursEntry => ({
  time_from: from,
  time_to: to,
  closed: false,
  alternative_link_url: null,
  alternative_text: null,
  ...extra,
});
const closedDay: OpeningHoursEntry = { ...range("", ""), time_from: null, time_to: null, closed: true };
const day = (hours: OpeningHoursEntry[], exceptions: OpeningHoursEntry[] = []): OpeningHoursToday => ({
  date: "2026-11-21",
  opening_hours: hours,
  opening_hours_exceptions: exceptions,
});
const at = (hour: number, minute = 0) => hour * 60 + minute;

const de = createTranslator("de");
const en = createTranslator("en");
function label(today: OpeningHoursToday, now: number, lang: "de" | "en" = "en") {
  const status = openingHoursStatus(today, now);
  return status && openingHoursText(status.label, lang, lang === "de" ? de : en);
}

describe("opening-hours label (SPEC §4)", () => {
  const regular = day([range("10:00:00", "18:00:00")]);

  it("before opening says 'Open from' with the opening time", () => {
    expect(label(regular, at(8, 30))).toBe("Open from 10:00");
    expect(label(regular, at(9, 59), "de")).toBe("Geöffnet ab 10:00\u00a0Uhr");
  });

  it("while open says 'Open until' with the closing time, from the opening minute on", () => {
    expect(label(regular, at(10))).toBe("Open until 18:00");
    expect(label(regular, at(17, 59), "de")).toBe("Geöffnet bis 18:00\u00a0Uhr");
  });

  it("after closing time is 'Closed'", () => {
    expect(label(regular, at(18))).toBe("Closed");
    expect(label(regular, at(23, 59), "de")).toBe("Geschlossen");
  });

  it("a closed flag is 'Closed' at any time", () => {
    expect(label(day([closedDay]), at(12))).toBe("Closed");
    expect(label(day([range("10:00:00", "18:00:00", { closed: true })]), at(9))).toBe("Closed");
  });

  it("several ranges are shown together, whatever the time before the last one ends", () => {
    const split = day([range("10:00:00", "13:00:00"), range("14:00:00", "20:00:00")]);
    expect(label(split, at(9))).toBe("Open 10:00–13:00, 14:00–20:00");
    expect(label(split, at(13, 30), "de")).toBe("Geöffnet 10:00–13:00\u00a0Uhr, 14:00–20:00\u00a0Uhr");
    expect(label(split, at(20))).toBe("Closed");
  });

  it("exceptions replace the regular hours when present", () => {
    const evening = day([range("10:00:00", "18:00:00")], [range("17:00:00", "20:00:00")]);
    expect(label(evening, at(12))).toBe("Open from 17:00");
    expect(label(evening, at(19))).toBe("Open until 20:00");
    expect(label(day([range("10:00:00", "18:00:00")], [closedDay]), at(12))).toBe("Closed");
  });

  it("shows nothing for a day without any entries", () => {
    expect(openingHoursStatus(day([]), at(12))).toBeNull();
  });

  it("treats unusable times as no range: 'Closed' rather than a wrong time", () => {
    expect(label(day([range("nonsense", "18:00:00")]), at(9))).toBe("Closed");
  });

  it("passes the day's alternative text and link on", () => {
    const note = range("17:00:00", "20:00:00", {
      alternative_text: "Evening box office only today",
      alternative_link_url: "/en/service/contact",
    });
    expect(openingHoursStatus(day([], [note]), at(12))?.alternative).toEqual({
      text: "Evening box office only today",
      url: "/en/service/contact",
    });
    expect(openingHoursStatus(day([range("10:00", "18:00")]), at(12))?.alternative).toBeNull();
  });
});
