// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ArticleCategory } from "../../schemas/articles";
import { CategoryNav, type CategoryNavCurrent } from "./CategoryNav";

const categories: ArticleCategory[] = [
  { id: 1, name: "Stories", style_name: "stories", slug: "stories", url: "/en/mediathek-en/categories/stories/1" },
  { id: 4, name: "Behind the scenes", style_name: "backstage", slug: "backstage", url: "" },
];

async function renderNav(current: CategoryNavCurrent, path: string, lang: "de" | "en" = "en") {
  return renderInRouter(<CategoryNav lang={lang} categories={categories} current={current} />, { path });
}

describe("CategoryNav", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it("lists All, one link per category and All Topics, in that order", async () => {
    const view = await renderNav("all", "/en/mediathek-en");
    cleanup = view.cleanup;
    const nav = view.container.querySelector("nav");
    expect(nav?.getAttribute("aria-label")).toBe("Categories");
    const links = [...(nav?.querySelectorAll("li > a") ?? [])];
    expect(links.map((link) => link.textContent)).toEqual(["All", "Stories", "Behind the scenes", "All Topics"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/en/mediathek-en",
      "/en/mediathek-en/categories/stories/1",
      "/en/mediathek-en/categories/backstage/4",
      "/en/mediathek-en/tags",
    ]);
  });

  it("marks exactly the current entry, not 'All' on every magazine page", async () => {
    const view = await renderNav(4, "/en/mediathek-en/categories/backstage/4");
    cleanup = view.cleanup;
    const current = view.container.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual(["Behind the scenes"]);
  });

  it("marks All Topics on the tags page and nothing on a tag page", async () => {
    const topics = await renderNav("topics", "/en/mediathek-en/tags");
    expect([...topics.container.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent)).toEqual([
      "All Topics",
    ]);
    topics.cleanup();
    const tag = await renderNav(null, "/en/mediathek-en/tags/opera/3");
    cleanup = tag.cleanup;
    expect(tag.container.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
  });

  it("speaks German on German pages", async () => {
    const view = await renderNav("all", "/de/mediathek-en", "de");
    cleanup = view.cleanup;
    const links = [...view.container.querySelectorAll("li > a")];
    expect(links[0]?.textContent).toBe("Alle");
    expect(links[3]?.textContent).toBe("Alle Themen");
  });
});
