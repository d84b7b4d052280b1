import { describe, expect, it } from "vitest";
import type { EditableModule, EditablePage } from "../../schemas/pages";
import { editableModule as module } from "../editable-module.test-helper";
import { compareLanguages, languagesDiffer } from "./bilingual";

function section(id: number, slug: string | null, children: EditableModule[]): EditableModule {
  return module(id, "section", { slug, layout: 0, columns: [{ index: 0, classes: "", children }] });
}

const page = (modules: EditableModule[]) => ({ modules }) as EditablePage;

const ids = (sections: { id: number }[]) => sections.map((s) => s.id);

describe("compareLanguages", () => {
  it("finds nothing when each section has a counterpart holding the same module types", () => {
    const de = page([
      section(1, "intro", [module(2, "headline", { content: "Willkommen" }), module(3, "text")]),
      section(4, null, [module(5, "image")]),
      module(6, "faq", { children: [module(7, "faq_item")] }),
    ]);
    const en = page([
      section(11, "intro", [module(12, "headline", { content: "Welcome" }), module(13, "text")]),
      section(14, null, [module(15, "image")]),
      module(16, "faq", { children: [module(17, "faq_item")] }),
    ]);
    const comparison = compareLanguages(de, en);
    expect(comparison).toEqual({ only: { de: [], en: [] }, changed: [] });
    expect(languagesDiffer(comparison)).toBe(false);
  });

  it("matches by anchor wherever a section stands, else by place and type", () => {
    const de = page([section(1, "b", [module(2, "text")]), section(3, "a", [module(4, "text")]), module(5, "html")]);
    const en = page([
      section(11, "a", [module(12, "text")]),
      section(13, "b", [module(14, "text")]),
      module(15, "html"),
    ]);
    expect(languagesDiffer(compareLanguages(de, en))).toBe(false);
  });

  it("names the sections of one language only, with their first headline", () => {
    const de = page([
      section(1, "intro", [module(2, "text")]),
      section(3, "anfahrt", [module(4, "headline", { content: "  Anfahrt " }), module(5, "link")]),
      module(6, "hero_media", { headline: "Sommerfest" }),
    ]);
    const en = page([section(11, "intro", [module(12, "text")]), module(13, "quote")]);
    const comparison = compareLanguages(de, en);
    expect(ids(comparison.only.de)).toEqual([3, 6]);
    expect(comparison.only.de.map((s) => s.title)).toEqual(["Anfahrt", "Sommerfest"]);
    expect(comparison.only.de[0]).toMatchObject({ index: 1, slug: "anfahrt", contents: ["headline", "link"] });
    expect(ids(comparison.only.en)).toEqual([13]);
    expect(comparison.only.en[0]?.title).toBeNull();
    expect(comparison.changed).toEqual([]);
  });

  it("names counterparts that hold other module types or another number of them", () => {
    const de = page([
      section(1, "intro", [module(2, "headline"), module(3, "text")]),
      section(4, null, [module(5, "teaser_list", { children: [module(6, "teaser_item"), module(7, "teaser_item")] })]),
    ]);
    const en = page([
      section(11, "intro", [module(12, "headline"), module(13, "image")]),
      section(14, null, [module(15, "teaser_list", { children: [module(16, "teaser_item")] })]),
    ]);
    const comparison = compareLanguages(de, en);
    expect(comparison.changed.map((p) => [p.de.id, p.en.id])).toEqual([
      [1, 11],
      [4, 14],
    ]);
    expect(comparison.only).toEqual({ de: [], en: [] });
    expect(languagesDiffer(comparison)).toBe(true);
  });
});
