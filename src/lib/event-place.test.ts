import { describe, expect, it } from "vitest";
import { placeOf } from "./event-place";

describe("placeOf", () => {
  it("joins venue and room with a comma", () => {
    expect(placeOf({ venue: { name: "Großes Haus" }, room: { name: "Foyer" } })).toBe("Großes Haus, Foyer");
  });

  it("gives whichever is known, or '' for neither", () => {
    expect(placeOf({ venue: { name: "Großes Haus" }, room: null })).toBe("Großes Haus");
    expect(placeOf({ venue: null, room: { name: "Foyer" } })).toBe("Foyer");
    expect(placeOf({ venue: null, room: null })).toBe("");
  });
});
