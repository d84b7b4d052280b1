import { describe, expect, it } from "vitest";
import type { EditablePage } from "../../schemas/pages";
import { changedFields, ogImageKey, settingsOf, settingsProblems } from "./page-settings";

const page = {
  title: "Über uns",
  headline: null,
  urls: { de: "/de/ueber-uns", en: "/en/about" },
  in_menu: true,
  in_footer: false,
  is_clickable: true,
  is_landing_page: false,
  meta_title: null,
  meta_description: "Wer wir sind",
  og_title: null,
  og_description: null,
  og_image: "/media/images/2026/foyer/original.jpg",
  og_type: "website",
  revision: 3,
  modules: [],
} as unknown as EditablePage;

describe("page settings", () => {
  it("reads the page into flat values, the Open Graph image as its media key", () => {
    expect(settingsOf(page)).toEqual({
      title: "Über uns",
      headline: "",
      meta_title: "",
      meta_description: "Wer wir sind",
      og_title: "",
      og_description: "",
      og_type: "website",
      in_menu: true,
      in_footer: false,
      is_clickable: true,
      is_landing_page: false,
      "urls.de": "/de/ueber-uns",
      "urls.en": "/en/about",
      og_image: "images/2026/foyer",
    });
    expect(ogImageKey(null)).toBeNull();
    expect(ogImageKey("images/other")).toBe("images/other");
  });

  it("sends only what changed, urls under urls, texts trimmed (an emptied text clears it)", () => {
    const initial = settingsOf(page);
    const body = changedFields(initial, {
      ...initial,
      title: " Wir ",
      meta_description: "",
      in_footer: true,
      "urls.de": "/de/wir",
    });
    expect(body).toEqual({ title: "Wir", meta_description: "", in_footer: true, urls: { de: "/de/wir" } });
    expect(changedFields(initial, { ...initial })).toEqual({});
  });

  it("checks with the server's rules: a required title, the url's language and path", () => {
    expect(settingsProblems({ title: "Wir", urls: { de: "/de/wir" } }, 3)).toEqual({});
    expect(settingsProblems({ title: "  " }, 3)).toEqual({ title: "This field is required!" });
    expect(settingsProblems({ urls: { de: "/en/wir" } }, 3)).toEqual({ "urls.de": "Start with /de." });
    expect(settingsProblems({ urls: { en: "/en/Über Uns" } }, 3)["urls.en"]).toMatch(/^Use lower-case letters/);
    expect(settingsProblems({ urls: { de: "/de/login" } }, 3)).toEqual({
      "urls.de": "/login belongs to the site itself.",
    });
    expect(settingsProblems({ og_type: "Web Site" }, 3)).toEqual({
      og_type: "Use an Open Graph type such as website.",
    });
  });
});
