import { describe, expect, it } from "vitest";
import { orderSections } from "./detail-sections";

const defaults = ["description", "tickets", "persons", "venue", "production"] as const;

describe("orderSections", () => {
  it("follows the configured order", () => {
    expect(orderSections(["tickets", "venue", "description", "production", "persons"], defaults)).toEqual([
      "tickets",
      "venue",
      "description",
      "production",
      "persons",
    ]);
  });

  it("uses the default order without a list", () => {
    expect(orderSections([], defaults)).toEqual([...defaults]);
  });

  it("skips unknown and repeated names and appends the sections the list leaves out", () => {
    expect(orderSections(["articles", "persons", "persons", "tickets"], defaults)).toEqual([
      "persons",
      "tickets",
      "description",
      "venue",
      "production",
    ]);
  });
});
