// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { compareFields, htmlParagraphs, readableValue, sideAsText } from "./conflict";

const words = { yes: "Ja", no: "Nein" };

describe("the conflict view's comparison", () => {
  it("reads rich text as paragraphs of plain words, list items and line breaks kept, nothing run", () => {
    expect(
      htmlParagraphs(
        '<p>Eins <strong>zwei</strong><br>drei</p><ul><li><p>Punkt</p></li></ul><img src=x onerror="boom()">',
      ),
    ).toBe("Eins zwei\ndrei\n\n• Punkt");
  });

  it("words values: yes/no, numbers, lists by their entries, never JSON", () => {
    expect(readableValue(true, words)).toBe("Ja");
    expect(readableValue(3, words)).toBe("3");
    expect(readableValue({ key: "bild.jpg", alt: "Ein Bild" }, words)).toBe("bild.jpg; Ein Bild");
    expect(readableValue(null, words)).toBe("");
  });

  it("names fields by their labels, leaves out fields blank on both sides and marks the words only one side has", () => {
    const fields = compareFields(
      { content: "<p>Beginn im Winter</p>", anchor: "", image_obj: { url: "x" } },
      { content: "<p>Beginn im Herbst</p>", anchor: "" },
      { labels: {}, lang: "de" },
      words,
    );
    expect(fields.map((field) => field.label)).toEqual(["Inhalt"]);
    const [content] = fields;
    expect(content?.differs).toBe(true);
    expect(content?.theirs.filter((run) => run.only).map((run) => run.text)).toEqual(["Winter"]);
    expect(content?.mine.filter((run) => run.only).map((run) => run.text)).toEqual(["Herbst"]);
    expect(sideAsText(fields, "mine")).toBe("Inhalt:\nBeginn im Herbst");
    const named = compareFields(
      { content: "a" },
      { content: "b" },
      { labels: { content: "Antwort" }, lang: "de" },
      words,
    );
    expect(named.map((field) => field.label)).toEqual(["Antwort"]);
  });
});
