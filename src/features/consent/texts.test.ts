import { describe, expect, it } from "vitest";
import { consentCategories, consentServices } from "../../lib/consent";
import de from "./texts/de.json";
import en from "./texts/en.json";

/** Every leaf of a nested text object as `path: text`. */
function leaves(texts: object, prefix = ""): [string, unknown][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

describe("consent dialog texts", () => {
  it("have the same keys in German and English, each a non-empty text", () => {
    const keys = (texts: object) => leaves(texts).map(([key]) => key);
    expect(keys(de)).toEqual(keys(en));
    for (const [key, text] of [...leaves(de), ...leaves(en)]) {
      expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
    }
  });

  it("name every category and every kind the categories cover", () => {
    for (const texts of [de, en]) {
      expect(Object.keys(texts.categories).sort()).toEqual([...consentCategories].sort());
      const kinds = consentCategories.flatMap((category) => consentServices[category]);
      expect(Object.keys(texts.services).sort()).toEqual([...new Set(kinds)].sort());
    }
  });
});
