import { describe, expect, it } from "vitest";
import { editableModule as module } from "./editable-module.test-helper";
import { containersOf, labelOf, locate, positionAt, presetOf, targetsFor } from "./tree";

const headline = module(2, "headline", { parent: 1, column_index: 0, position: 0, content: "Willkommen" });
const text = module(3, "text", { parent: 1, column_index: 0, position: 4, content: "<p>Hallo &amp; <b>Welt</b></p>" });
const faqItem = module(5, "faq_item", { parent: 4, position: 0, content: "Frage" });
const faq = module(4, "faq", { parent: 1, column_index: 1, position: 0, children: [faqItem] });
const section = module(1, "section", {
  slug: "start",
  layout: 3,
  columns: [
    { index: 0, classes: "", children: [headline, text] },
    { index: 1, classes: "", children: [faq] },
  ],
});
const empty = module(6, "section", { position: 1, layout: "33-33-33", columns: [] });
const page = [section, empty];

describe("containers", () => {
  it("lists the top level, every column of each preset (empty ones too) and list modules", () => {
    expect(containersOf(page).map((c) => c.key)).toEqual([
      "top",
      "col:1:0",
      "col:1:1",
      "list:4",
      "col:6:0",
      "col:6:1",
      "col:6:2",
    ]);
    expect(presetOf(empty)).toBe("33-33-33");
  });

  it("finds a module's place", () => {
    expect(locate(page, 3)).toMatchObject({ container: { key: "col:1:0", parent: 1, column: 0 }, index: 1 });
    expect(locate(page, 5)).toMatchObject({ container: { key: "list:4", parent: 4, column: null }, index: 0 });
    expect(locate(page, 99)).toBeNull();
  });

  it("offers the places a type may go: content in columns, items in their list, sections at the top", () => {
    expect(targetsFor(page, "text").map((c) => c.key)).toEqual(["col:1:0", "col:1:1", "col:6:0", "col:6:1", "col:6:2"]);
    expect(targetsFor(page, "faq_item").map((c) => c.key)).toEqual(["list:4"]);
    expect(targetsFor(page, "section").map((c) => c.key)).toEqual(["top"]);
  });
});

describe("positionAt", () => {
  const siblings = [module(10, "text", { position: 0 }), module(11, "text", { position: 3 })];
  it("is one past the predecessor, or 0 at the start", () => {
    expect(positionAt(siblings, 0)).toBe(0);
    expect(positionAt(siblings, 1)).toBe(1);
    expect(positionAt(siblings, 2)).toBe(4);
    expect(positionAt([], 0)).toBe(0);
  });
});

describe("labelOf", () => {
  it("labels modules by type and their first words", () => {
    expect(labelOf(text, "de")).toBe("Text: Hallo & Welt");
    expect(labelOf(module(7, "image"), "de")).toBe("Bild");
  });

  it("names a section by its first heading, even after other text", () => {
    const intro = module(9, "text", { parent: 8, column_index: 0, content: "<p>Vorweg</p>" });
    const title = module(10, "headline", { parent: 8, column_index: 1, content: "Das ehemalige Kornhaus" });
    const kornhaus = module(8, "section", {
      layout: "50-50",
      columns: [
        { index: 0, classes: "", children: [intro] },
        { index: 1, classes: "", children: [title] },
      ],
    });
    expect(labelOf(kornhaus, "de")).toBe("Sektion: Das ehemalige Kornhaus");
    expect(labelOf(section, "en")).toBe("Section: Willkommen");
  });

  it("names a section without a heading by its first text, a list item's too", () => {
    const listOnly = module(11, "section", { columns: [{ index: 0, classes: "", children: [faq] }] });
    expect(labelOf(listOnly, "de")).toBe("Sektion: Frage");
  });

  it("names an empty section, and one without any text, by its columns", () => {
    expect(labelOf(empty, "de")).toBe("Leere Sektion (3 Spalten)");
    expect(labelOf(module(12, "section", { layout: "100" }), "en")).toBe("Empty section (1 column)");
    const picture = module(14, "image", { parent: 13, column_index: 0 });
    const pictureOnly = module(13, "section", {
      layout: "50-50",
      columns: [{ index: 0, classes: "", children: [picture] }],
    });
    expect(labelOf(pictureOnly, "de")).toBe("Sektion (2 Spalten)");
  });
});
