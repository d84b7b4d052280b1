import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("transliterates German and drops other accents and apostrophes", () => {
    expect(slugify("Das Märchen vom Glück")).toBe("das-maerchen-vom-glueck");
    expect(slugify("Gründerzeit – Eine Stadt erfindet sich")).toBe("gruenderzeit-eine-stadt-erfindet-sich");
    expect(slugify("Elif Şahin über Gluck")).toBe("elif-sahin-ueber-gluck");
    expect(slugify("A Midsummer Night’s Dream")).toBe("a-midsummer-nights-dream");
  });
});
