import { describe, expect, it } from "vitest";
import type { EditableModule } from "../../schemas/pages";
import { editableModule as module } from "../editable-module.test-helper";
import { isVagueLinkText, PAGE_TITLE_LEVEL, pageHeadingLevels, sectionProblems } from "./section-checks";

/** A section of one column holding `children`. */
function section(id: number, children: EditableModule[], more: EditableModule[] = []): EditableModule {
  return module(id, "section", {
    layout: more.length > 0 ? 3 : 0,
    columns: [
      { index: 0, classes: "", children },
      ...(more.length > 0 ? [{ index: 1, classes: "", children: more }] : []),
    ],
  });
}

const atTop = { previousLevel: PAGE_TITLE_LEVEL };
const kinds = (s: EditableModule, previousLevel = PAGE_TITLE_LEVEL) =>
  sectionProblems(s, { previousLevel }).map((p) => [p.kind, p.moduleId]);

describe("images without alt text", () => {
  it("passes the media library's images, which carry the alt text they were uploaded with, and HTML images with alt", () => {
    const s = section(1, [
      module(2, "image", { image: "images/a", description: "" }),
      module(3, "image_alias", { image: "images/b" }),
      module(4, "logo_list", { children: [module(5, "logo_item", { image: "images/c", description: null })] }),
      module(6, "image_list", { children: [module(7, "image_list_item", { image: "images/d" })] }),
      module(8, "two_columns", { image: "images/e", text: "<p>Text</p>", extra_class: "image-text" }),
      module(9, "html", { html_code: '<img src="https://x.test/a.png" alt="">' }),
    ]);
    expect(sectionProblems(s, atTop).filter((p) => p.kind === "missing-alt")).toEqual([]);
  });

  it("names an HTML module with an image lacking an alt attribute", () => {
    const s = section(1, [
      module(2, "html", { html_code: '<p><img src="https://x.test/a.png" alt="Plan"></p>' }),
      module(3, "html", { html_code: '<p><img src="https://x.test/b.png"></p>' }),
    ]);
    expect(kinds(s)).toEqual([["missing-alt", 3]]);
    const [first] = sectionProblems(s, atTop);
    expect(first?.message.de).toMatch(/kein alt-Attribut/);
    expect(first?.message.en).toMatch(/no alt attribute/);
  });
});

describe("heading levels", () => {
  it("passes headings that go down one level at a time and up any number", () => {
    const s = section(1, [
      module(2, "headline", { headline_level: 2, content: "A" }),
      module(3, "headline", { headline_level: 3, content: "B" }),
      module(4, "teaser_list", { children: [module(5, "teaser_item", { headline: "C" })] }),
      module(6, "headline", { headline_level: 4, content: "D" }),
      module(7, "headline", { headline_level: 2, content: "E" }),
      module(8, "html", { html_code: "<h3>F</h3><h4>G</h4>" }),
    ]);
    expect(kinds(s)).toEqual([]);
  });

  it("flags a heading more than one level below the one before, across columns and from before the section", () => {
    const s = section(
      1,
      [module(2, "headline", { headline_level: 3, content: "A" })],
      [
        module(3, "headline", { headline_level: 5, content: "B" }),
        module(4, "html", { html_code: "<h2>C</h2><h4>D</h4>" }),
      ],
    );
    expect(kinds(s, 2)).toEqual([
      ["skipped-heading", 3],
      ["skipped-heading", 4],
    ]);
    expect(kinds(s, 1)).toEqual([
      ["skipped-heading", 2],
      ["skipped-heading", 3],
      ["skipped-heading", 4],
    ]);
    expect(sectionProblems(s, { previousLevel: 2 })[0]?.message).toEqual({
      de: "Überschrift der Ebene 5 folgt auf Ebene 3: Ebene 4 wird übersprungen.",
      en: "A level 5 heading follows level 3: level 4 is skipped.",
    });
  });

  it("gives each section the level of the last heading the page shows before it", () => {
    const first = section(
      1,
      [module(2, "headline", { headline_level: 2, content: "A" })],
      [module(3, "full_teaser", { headline: "B" }), module(4, "headline", { headline_level: 3, content: "C" })],
    );
    const second = module(5, "faq", { children: [module(6, "faq_item", { headline: "Q", content: "<p>A</p>" })] });
    const third = section(7, []);
    expect(pageHeadingLevels([first, second, third])).toEqual(
      new Map([
        [1, 1],
        [5, 3],
        [7, 3],
      ]),
    );
  });
});

describe("link texts", () => {
  it("knows the vague texts in both languages, without case, punctuation or extra spaces", () => {
    for (const vague of ["Hier klicken!", "  mehr »", "Weiterlesen …", "CLICK HERE", "Read  more.", "→ link", "here"]) {
      expect(isVagueLinkText(vague), vague).toBe(true);
    }
    for (const clear of ["Mehr über das Festival", "Tickets kaufen", "Read more about the season", "Anfahrt"]) {
      expect(isVagueLinkText(clear), clear).toBe(false);
    }
  });

  it("passes links that say where they lead, and teaser buttons, which name their headline", () => {
    const s = section(1, [
      module(2, "link", { link_text: "Zum Spielplan", link_url: "/de/spielplan" }),
      module(3, "text", { content: '<p>Siehe <a href="/de/anfahrt">Anfahrt &amp; Parken</a>.</p>' }),
      module(4, "hero_media", { headline: "H", button_text: "Tickets kaufen", button_link_url: "/de/tickets" }),
      module(5, "full_teaser", { headline: "Saison", link: "/de/saison", link_text: "mehr" }),
      module(6, "link", { link_text: "mehr" }),
    ]);
    expect(kinds(s).filter(([kind]) => kind === "vague-link")).toEqual([]);
  });

  it("flags vague texts of link modules, hero buttons and links in rich text and HTML", () => {
    const s = section(1, [
      module(2, "link", { link_text: "Hier klicken", link: "/de/x" }),
      module(3, "text", {
        content: '<p>Alles zum Haus <a href="/de/haus" target="_blank" rel="noopener noreferrer"><b>hier</b></a>.</p>',
      }),
      module(4, "faq", {
        children: [module(5, "faq_item", { headline: "Q", content: '<p><a href="/x">Read&nbsp;more</a></p>' })],
      }),
      module(6, "two_columns", { image: "", text: '<p><a href="/y">mehr</a></p>', extra_class: "text-image" }),
      module(7, "hero_media", { headline: "H", button_text: "Weiterlesen", button_link: "/de/z" }),
      module(8, "html", { html_code: '<a href="/z">Click here</a>' }),
    ]);
    expect(kinds(s)).toEqual([
      ["vague-link", 2],
      ["vague-link", 3],
      ["vague-link", 5],
      ["vague-link", 6],
      ["vague-link", 7],
      ["vague-link", 8],
    ]);
    expect(sectionProblems(s, atTop)[1]?.message.de).toBe("Der Linktext „hier“ sagt nicht, wohin der Link führt.");
  });
});
