import { describe, expect, it } from "vitest";
import { type DiffModule, type DiffPage, plainValue, versionDiff } from "./version-diff";

const page = (fields: Record<string, unknown> = {}) => ({
  title_de: "Über uns",
  title_en: "About us",
  path_de: "/ueber-uns",
  path_en: "/about",
  headline_de: null,
  meta_description_de: "Wer wir sind",
  is_online: 1,
  in_menu: 0,
  og_image: null,
  ...fields,
});

let nextPosition = 0;
function module(id: number, model: string, data: Record<string, unknown>, place: Partial<DiffModule> = {}): DiffModule {
  nextPosition += 1;
  return {
    id,
    parent_id: null,
    column_index: null,
    position: nextPosition,
    model,
    slug: null,
    data: JSON.stringify(data),
    online_from: null,
    online_to: null,
    ...place,
  };
}

const state = (fields: Record<string, unknown>, modules: DiffModule[]): DiffPage => ({ page: page(fields), modules });

describe("versionDiff", () => {
  it("finds nothing between equal states", () => {
    const modules = [module(1, "section", {}), module(2, "text", { text: "<p>Hallo</p>" }, { parent_id: 1 })];
    expect(versionDiff("de", state({}, modules), state({}, modules))).toEqual([]);
  });

  it("names the page fields of the language that changed, as plain text and yes/no", () => {
    const changes = versionDiff(
      "de",
      state({}, []),
      state({ title_de: "Über das Haus", title_en: "About the house", is_online: 0, headline_de: "" }, []),
    );
    expect(changes).toEqual([
      { kind: "page_field", field: "title", before: "Über uns", after: "Über das Haus" },
      { kind: "page_field", field: "is_online", before: true, after: false },
    ]);
  });

  it("lists added, removed and changed modules with their type, a preview and each changed field", () => {
    const section = module(1, "section", {});
    const text = module(
      2,
      "text",
      { headline: "Geschichte", text: "<p>Seit <b>1901</b> &amp; heute</p>" },
      { parent_id: 1 },
    );
    const quote = module(3, "quote", { content: "Alles fließt" }, { parent_id: 1 });
    const image = module(4, "image", { image: "uploads/abc", description: "Foyer" }, { parent_id: 1 });
    const changedText = { ...text, data: JSON.stringify({ headline: "Geschichte", text: "<p>Seit 1902</p>" }) };
    const changes = versionDiff("de", state({}, [section, text, quote]), state({}, [section, changedText, image]));
    expect(changes).toEqual([
      {
        kind: "module_changed",
        module_id: 2,
        model: "text",
        preview: "Geschichte",
        fields: [{ field: "text", before: "Seit 1901 & heute", after: "Seit 1902" }],
      },
      { kind: "module_added", module_id: 4, model: "image", preview: "Foyer" },
      { kind: "module_removed", module_id: 3, model: "quote", preview: "Alles fließt" },
    ]);
  });

  it("compares the online window and anchor of a module, and leaves out the fields it is told to", () => {
    const before = module(5, "image", { image: "uploads/a", image_obj: { key: "uploads/a" } });
    const after = {
      ...before,
      data: JSON.stringify({ image: "uploads/b", image_obj: { key: "uploads/b" } }),
      online_to: "2026-12-31T23:00:00Z",
      slug: "foyer",
    };
    const [change] = versionDiff("en", state({}, [before]), state({}, [after]), (field) => field.endsWith("_obj"));
    expect(change).toMatchObject({
      kind: "module_changed",
      fields: [
        { field: "image", before: "uploads/a", after: "uploads/b" },
        { field: "slug", before: null, after: "foyer" },
        { field: "online_to", before: null, after: "2026-12-31T23:00:00Z" },
      ],
    });
  });

  it("reports the one section that moved, not the ones it passed", () => {
    const [a, b, c] = [
      module(1, "section", { headline: "A" }, { position: 0 }),
      module(2, "section", { headline: "B" }, { position: 1 }),
      module(3, "section", { headline: "C" }, { position: 2 }),
    ] as [DiffModule, DiffModule, DiffModule];
    const now = [
      { ...b, position: 0 },
      { ...c, position: 1 },
      { ...a, position: 2 },
    ];
    expect(versionDiff("de", state({}, [a, b, c]), state({}, now))).toEqual([
      {
        kind: "module_moved",
        module_id: 1,
        model: "section",
        preview: "A",
        top_level: true,
        before: 1,
        after: 3,
        other_parent: false,
      },
    ]);
  });

  it("reports a module that went into another section", () => {
    const one = module(1, "section", { headline: "Eins" }, { position: 0 });
    const two = module(2, "section", { headline: "Zwei" }, { position: 1 });
    const text = module(3, "text", { text: "<p>Wandert</p>" }, { parent_id: 1, position: 0 });
    const changes = versionDiff("de", state({}, [one, two, text]), state({}, [one, two, { ...text, parent_id: 2 }]));
    expect(changes).toEqual([
      expect.objectContaining({ kind: "module_moved", module_id: 3, other_parent: true, top_level: false }),
    ]);
  });
});

describe("plainValue", () => {
  it("reads lists and objects as their values, never as JSON", () => {
    expect(plainValue(["<p>eins</p>", "zwei", null])).toBe("eins; zwei");
    expect(plainValue({ label: "Karten", url: "/de/karten" })).toBe("Karten; /de/karten");
    expect(plainValue(undefined)).toBeNull();
    expect(plainValue(3)).toBe(3);
  });
});
