import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { registerHtmlSanitisers } from "../lib/html-sanitiser";
import { LINK_URL_MESSAGE } from "../schemas/links";
import { anchorLinks } from "./anchor_list/view";
import { checkModuleFields } from "./editing";
import { moduleRegistry } from "./registry";
import { checkedModules, moduleSchemas } from "./schemas";
import type { ModuleNode } from "./types";

// The server's sanitisers, which the schemas put HTML through.
registerHtmlSanitisers();

/** Parses `data` with the schema registered for `model`. */
function parse(model: string, data: Record<string, unknown>) {
  const schema = moduleSchemas[model];
  if (!schema) throw new Error(`no module ${model}`);
  return v.safeParse(schema, data);
}

function output(model: string, data: Record<string, unknown>): Record<string, unknown> {
  const result = parse(model, data);
  if (!result.success) throw new Error(`${model}: ${result.issues.map((issue) => issue.message).join("; ")}`);
  return result.output as Record<string, unknown>;
}

const image = { image: "images/hall" };
const longText = (length: number) => "x".repeat(length);

describe("module registry", () => {
  it("loads the views of all but the everyday modules lazily", () => {
    const eager = Object.entries(moduleRegistry)
      .filter(([, definition]) => !definition.View.preload)
      .map(([model]) => model);
    expect(eager.sort()).toEqual(["headline", "image", "link", "section", "text"]);
  });

  it("has a schema for every type it has a view for, and no other", () => {
    expect(Object.keys(moduleSchemas).sort()).toEqual(Object.keys(moduleRegistry).sort());
  });
});

describe("checkedModules (the server's check before the page call serves modules)", () => {
  it("applies each schema's defaults and keeps the tree fields", () => {
    const [headline] = checkedModules<ModuleNode>([
      { id: 1, model: "headline", content: "Spielzeit 2027", slug: "start" },
    ]);
    expect(headline).toMatchObject({ id: 1, model: "headline", slug: "start", content: "Spielzeit 2027" });
    expect(headline?.headline_level).toBe(2);
  });

  it("leaves out unknown and unfit modules with their subtrees, at every depth", () => {
    const text = (id: number) => ({ id, model: "text", content: `T${id}` });
    const checked = checkedModules([
      { id: 1, model: "marquee", children: [text(2)] },
      { id: 3, model: "headline", content: "x", headline_level: 9 },
      {
        id: 4,
        model: "section",
        layout: 3,
        columns: [{ index: 0, children: [text(5), { id: 6, model: "headline", content: "" }] }],
        children: [text(7), { id: 8, model: "quote" }],
      },
    ]);
    expect(checked.map((node) => node.id)).toEqual([4]);
    // The stored preset index comes out as the preset the view lays out.
    expect(checked[0]?.layout).toBe("50-50");
    expect(checked[0]?.columns?.[0]?.children.map((node) => node.id)).toEqual([5]);
    expect(checked[0]?.children?.map((node) => node.id)).toEqual([7]);
  });
});

describe("headline (SPEC §5: level 2-6)", () => {
  it.each([2, 3, 4, 5, 6])("accepts level %i", (level) => {
    expect(output("headline", { content: "A", headline_level: level }).headline_level).toBe(level);
  });
  it.each([1, 7, 2.5])("rejects level %s", (level) => {
    expect(parse("headline", { content: "A", headline_level: level }).success).toBe(false);
  });
  it("defaults to level 2 and needs content", () => {
    expect(output("headline", { content: "A" }).headline_level).toBe(2);
    expect(parse("headline", { content: "" }).success).toBe(false);
  });
});

describe("text and teaser text (SPEC §5: max 3000)", () => {
  it("text content holds 3000 characters, not 3001", () => {
    expect(parse("text", { content: longText(3000) }).success).toBe(true);
    expect(parse("text", { content: longText(3001) }).success).toBe(false);
  });
  it("full teaser text holds 3000 characters, not 3001", () => {
    const teaser = { ...image, headline: "H" };
    expect(parse("full_teaser", { ...teaser, text: longText(3000) }).success).toBe(true);
    expect(parse("full_teaser", { ...teaser, text: longText(3001) }).success).toBe(false);
  });
  it.each([
    "<script>x</script>",
    "<p><script>x</script></p>",
    "<p></p>",
    "<p> <br> </p>",
    "<p><svg><text>x</text></svg></p>",
  ])("refuses text content %s, which leaves no text once sanitised, naming content", (content) => {
    expect(parse("text", { content }).success).toBe(false);
    const check = checkModuleFields("text", { content });
    expect(!check.ok && check.problems.map((problem) => problem.path)).toEqual(["content"]);
    expect(parse("two_columns", { ...image, extra_class: "image-text", text: content }).success).toBe(false);
  });
  it("keeps text content with text in it", () => {
    expect(output("text", { content: "<p><script>x</script>Hallo</p>" }).content).toBe("<p>Hallo</p>");
  });
});

describe("raw HTML (sanitised through the raw-HTML allow-list)", () => {
  it("keeps the markup and drops what could run", () => {
    expect(output("html", { html_code: '<b onmouseover="x()">b</b><script>alert(1)</script>' }).html_code).toBe(
      "<b>b</b>",
    );
  });
  it("refuses HTML of which nothing can be shown", () => {
    const result = parse("html", { html_code: "<script>alert(1)</script>" });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toContain("Nothing of this HTML can be shown.");
  });
});

describe("full teaser", () => {
  it("defaults extra_class to 'default' when missing, null or empty", () => {
    for (const extra of [{}, { extra_class: null }, { extra_class: "" }]) {
      expect(output("full_teaser", { ...image, headline: "H", ...extra }).extra_class).toBe("default");
    }
    expect(output("full_teaser", { ...image, headline: "H", extra_class: "dark" }).extra_class).toBe("dark");
  });
  it("requires the image and the headline (SPEC §5)", () => {
    expect(parse("full_teaser", { headline: "H" }).success).toBe(false);
    expect(parse("full_teaser", { ...image, headline: "" }).success).toBe(false);
  });
  it("keeps only class-name characters of editor classes", () => {
    expect(output("full_teaser", { ...image, headline: "H", extra_class: 'a"><script' }).extra_class).toBe("ascript");
  });
});

describe("blog teaser list (SPEC §5: items 1-8, required)", () => {
  it.each([1, 4, 8])("accepts %i items", (items) => {
    expect(output("blog_teaser_list", { items }).items).toBe(items);
  });
  it.each([0, 9, -1, 1.5])("rejects %s items", (items) => {
    expect(parse("blog_teaser_list", { items }).success).toBe(false);
  });
  it("rejects a missing item count and defaults the resolved articles to none", () => {
    expect(parse("blog_teaser_list", {}).success).toBe(false);
    expect(output("blog_teaser_list", { items: 2 })).toMatchObject({ article_objs: [], main_teaser_obj: null });
  });
});

describe("image list", () => {
  it("defaults format to 'standard' (SPEC §9)", () => {
    expect(output("image_list", {}).format).toBe("standard");
    expect(output("image_list", { format: "" }).format).toBe("standard");
    expect(output("image_list", { format: "masonry" }).format).toBe("masonry");
  });
});

describe("two columns (SPEC §9 styles)", () => {
  const base = { ...image, text: "<p>T</p>" };
  it.each(["image-text", "text-image"])("accepts %s", (style) => {
    expect(output("two_columns", { ...base, extra_class: style }).extra_class).toBe(style);
  });
  it.each(["", "left", undefined])("rejects style %s", (style) => {
    expect(parse("two_columns", { ...base, extra_class: style }).success).toBe(false);
  });
  it("requires text and image (SPEC §5)", () => {
    expect(parse("two_columns", { image: "images/a", extra_class: "image-text" }).success).toBe(false);
    expect(parse("two_columns", { text: "<p>T</p>", extra_class: "image-text" }).success).toBe(false);
  });
});

describe("event list (SPEC §9 filters)", () => {
  it.each(["", "next_3_days", "weekend"])("accepts filter '%s'", (filters) => {
    expect(output("event_list", { filters }).filters).toBe(filters);
  });
  it("rejects other filters and defaults to none", () => {
    expect(parse("event_list", { filters: "tomorrow" }).success).toBe(false);
    expect(output("event_list", {})).toEqual({ date_from: null, date_to: null, tag: null, filters: "" });
    expect(output("event_list", { filters: null }).filters).toBe("");
  });
  it("rejects dates that are not dates", () => {
    expect(parse("event_list", { date_from: "next week" }).success).toBe(false);
    expect(output("event_list", { date_from: "2026-12-01", date_to: "" })).toMatchObject({
      date_from: "2026-12-01",
      date_to: null,
    });
  });
});

describe("hero media (SPEC §5: online_from required)", () => {
  const hero = { ...image, headline: "H", online_from: "2026-01-01T00:00:00Z" };
  it("accepts a hero with a start and defaults the rest", () => {
    expect(output("hero_media", hero)).toMatchObject({ sticky: false, video: null, online_to: null });
  });
  it("rejects a hero without online_from", () => {
    expect(parse("hero_media", { ...hero, online_from: null }).success).toBe(false);
    expect(parse("hero_media", { ...hero, online_from: undefined }).success).toBe(false);
  });
});

describe("embedding modules run the SPEC §5 embed checks", () => {
  it("video needs a YouTube or Vimeo link", () => {
    expect(parse("video", { video_url: "https://youtu.be/abcdef12345" }).success).toBe(true);
    expect(parse("video", { video_url: "https://example.org/video.mp4" }).success).toBe(false);
    expect(parse("video_item", { video_url: "https://vimeo.com/evil" }).success).toBe(false);
  });
  it("audio, viewer and social media need their platforms", () => {
    expect(parse("audio", { embed: '<iframe src="https://w.soundcloud.com/player/?x"></iframe>' }).success).toBe(true);
    expect(parse("audio", { embed: '<iframe src="https://e.issuu.com/embed.html"></iframe>' }).success).toBe(false);
    expect(parse("viewer", { embed: '<iframe src="https://e.issuu.com/embed.html"></iframe>' }).success).toBe(true);
    expect(parse("viewer", { embed: '<iframe src="https://evil.example/issuu.com"></iframe>' }).success).toBe(false);
    expect(parse("social_media", { embed: "https://www.instagram.com/p/abc/" }).success).toBe(true);
    expect(parse("social_media", { embed: "https://www.linkedin.com/posts/abc" }).success).toBe(false);
  });
});

/** Each link field of the modules, with the other fields its module needs. */
const linkFields: [model: string, field: string, fields: Record<string, unknown>][] = [
  ["link", "link_url", { link_text: "Karten" }],
  ["link", "link", { link_text: "Karten" }],
  ["image", "link", image],
  ["image_alias", "link", image],
  ["logo_item", "link", image],
  ["full_teaser", "link", { ...image, headline: "H", extra_class: "default" }],
  ["teaser_item", "link", { headline: "H" }],
  ["hero_media", "button_link_url", { ...image, headline: "H", online_from: "2026-01-01T00:00:00Z" }],
  ["hero_media", "button_link", { ...image, headline: "H", online_from: "2026-01-01T00:00:00Z" }],
];

/** Scripts and documents spelled as browsers still read them. */
const scriptLinks = [
  "javascript:alert(1)",
  "  javascript:alert(1)",
  "\tjava\nscript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "//evil.example/",
];

describe("link fields (http(s), mailto, tel, paths of this site and anchors only)", () => {
  it.each(linkFields)("%s.%s keeps the links editors use, as given", (model, field, fields) => {
    for (const link of [
      "https://www.kulturwerk.example/werkstatt",
      "mailto:kasse@kulturwerk.example",
      "tel:+4930123",
      "/de/barocktage",
      "#newsletter",
      " /de/kontakt",
    ]) {
      expect(checkModuleFields(model, { ...fields, [field]: link })).toMatchObject({
        ok: true,
        data: { [field]: link },
      });
    }
  });

  it.each(linkFields)("%s.%s refuses scripts and documents, naming the field", (model, field, fields) => {
    for (const link of scriptLinks) {
      expect(checkModuleFields(model, { ...fields, [field]: link })).toEqual({
        ok: false,
        problems: [{ path: field, message: LINK_URL_MESSAGE }],
      });
    }
  });

  it("shows a module whose stored link is refused without that link, and still leaves out other faults", () => {
    const checked = checkedModules<ModuleNode>([
      { id: 1, model: "teaser_item", headline: "H", link: "javascript:alert(1)", link_text: "Mehr" },
      {
        id: 2,
        model: "hero_media",
        ...image,
        headline: "H",
        online_from: "2026-01-01",
        button_link: "data:text/html,x",
      },
      { id: 3, model: "image", ...image, link: "javascript:alert(1)", format: 7 },
    ]);
    expect(checked.map((node) => node.id)).toEqual([1, 2]);
    expect(checked[0]).toMatchObject({ headline: "H", link: null, link_text: "Mehr" });
    expect(checked[1]).toMatchObject({ headline: "H", button_link: null });
  });
});

describe("embeds and videos (their platforms' https players only)", () => {
  it.each([
    ["video", "video_url"],
    ["video_item", "video_url"],
    ["audio", "embed"],
    ["viewer", "embed"],
    ["social_media", "embed"],
  ])("%s.%s refuses scripts and documents, naming the field", (model, field) => {
    for (const link of scriptLinks) {
      const check = checkModuleFields(model, { [field]: link });
      expect(check.ok).toBe(false);
      expect(!check.ok && check.problems.map((problem) => problem.path)).toEqual([field]);
    }
  });
});

describe("image alias (SPEC §3 crops)", () => {
  it("defaults to horizontal and accepts vertical only besides", () => {
    expect(output("image_alias", image).alias).toBe("horizontal");
    expect(output("image_alias", { ...image, alias: "vertical" }).alias).toBe("vertical");
    expect(parse("image_alias", { ...image, alias: "square" }).success).toBe(false);
  });
});

describe("section (SPEC §3 column presets)", () => {
  it.each([
    [0, "100"],
    [1, "67-33"],
    [5, "25-50-25"],
    ["50-50", "50-50"],
  ])("layout %s is preset %s", (layout, preset) => {
    expect(output("section", { layout }).layout).toBe(preset);
  });
  it("rejects an unknown preset", () => {
    expect(parse("section", { layout: 6 }).success).toBe(false);
    expect(parse("section", { layout: "40-60" }).success).toBe(false);
  });
});

describe("anchor list", () => {
  it("lists the link children that point at an anchor of the page", () => {
    const link = (id: number, link_url: string) => ({ id, model: "link", link_text: `L${id}`, link_url });
    expect(anchorLinks([link(1, "#auftrag"), link(2, "/de/programm"), link(3, "#"), link(4, "#haus")])).toEqual([
      { id: 1, text: "L1", target: "auftrag" },
      { id: 4, text: "L4", target: "haus" },
    ]);
  });
});
