import { describe, expect, it } from "vitest";
import type { EditableModule } from "../../schemas/pages";
import { editableModule as module } from "../editable-module.test-helper";
import { unknownAnchor } from "./missing-section";

const modules: EditableModule[] = [
  module(1, "section", {
    slug: "start",
    layout: 3,
    columns: [
      { index: 0, classes: "", children: [module(2, "faq", { slug: "fragen", children: [module(3, "faq_item")] })] },
    ],
  }),
];

const none = () => false;

describe("unknownAnchor", () => {
  it("names the slug of a hash no module of the page carries", () => {
    expect(unknownAnchor("#neue-sektion", modules, none)).toBe("neue-sektion");
    expect(unknownAnchor("#neue%2Dsektion", modules, none)).toBe("neue-sektion");
  });

  it("is null for a section or a nested module the page has", () => {
    expect(unknownAnchor("#start", modules, none)).toBeNull();
    expect(unknownAnchor("#fragen", modules, none)).toBeNull();
  });

  it("is null for an element the document has, such as the skip link's target", () => {
    expect(unknownAnchor("#main-content", modules, (id) => id === "main-content")).toBeNull();
  });

  it("is null without a hash, or for one that cannot be an anchor slug", () => {
    expect(unknownAnchor("", modules, none)).toBeNull();
    expect(unknownAnchor("#", modules, none)).toBeNull();
    expect(unknownAnchor("#Neue Sektion", modules, none)).toBeNull();
    expect(unknownAnchor("#%E0%A4%A", modules, none)).toBeNull();
  });
});
