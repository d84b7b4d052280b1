import { describe, expect, it } from "vitest";
import { feedLinks, programmeFeedPath } from "./programme-feed";

describe("programmeFeedPath", () => {
  it("gives one path per filter whatever the order of its keys, without empty values", () => {
    const path = programmeFeedPath("de", { type: 4, room: 12, tag: undefined, genre: "" });
    expect(path).toBe("/de/api/events.ics?room=12&type=4");
    expect(programmeFeedPath("de", { room: 12, type: 4 })).toBe(path);
    expect(programmeFeedPath("en", {})).toBe("/en/api/events.ics");
    expect(programmeFeedPath("en", { access: "audio description" })).toBe(
      "/en/api/events.ics?access=audio+description",
    );
  });
});

describe("feedLinks", () => {
  it("offers the feed as webcal, to Google by its webcal address and to Outlook by its https one", () => {
    const links = feedLinks("https://kultur.example/de/api/events.ics?room=12&type=4", "Programm: Saal");
    expect(links.webcal).toBe("webcal://kultur.example/de/api/events.ics?room=12&type=4");
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("cid")).toBe(links.webcal);
    const outlook = new URL(links.outlook);
    expect(outlook.origin + outlook.pathname).toBe("https://outlook.live.com/calendar/0/addfromweb");
    expect(outlook.searchParams.get("url")).toBe(links.https);
    expect(outlook.searchParams.get("name")).toBe("Programm: Saal");
  });
});
