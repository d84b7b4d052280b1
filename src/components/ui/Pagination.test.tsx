// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { type PageLinkProps, Pagination, pageCountOf, pageSlots } from "./Pagination";
import { renderInRouter } from "./test-render";

describe("pageSlots", () => {
  it("shows first, last and the neighbours of the current page, with gaps", () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(1, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(5, 10)).toEqual([1, "gap-start", 4, 5, 6, "gap-end", 10]);
    expect(pageSlots(10, 10)).toEqual([1, "gap-start", 9, 10]);
    expect(pageSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("counts pages of a paged envelope", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});

describe("Pagination", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  const link = (page: number, { activeOptions: _, ...props }: PageLinkProps) => <a href={`?page=${page}`} {...props} />;

  it("renders a labelled nav with previous, pages, current page and next", async () => {
    const view = await renderInRouter(<Pagination page={2} pageCount={3} renderLink={link} />);
    cleanup = view.cleanup;
    const nav = view.container.querySelector("nav");
    expect(nav?.getAttribute("aria-label")).toBe("Pagination");
    const anchors = [...view.container.querySelectorAll("a")];
    expect(anchors.map((a) => a.textContent)).toEqual(["Previous page", "1", "2", "3", "Next page"]);
    expect(anchors[0]?.getAttribute("rel")).toBe("prev");
    expect(anchors[0]?.getAttribute("href")).toBe("?page=1");
    expect(anchors[4]?.getAttribute("rel")).toBe("next");
    expect(anchors[4]?.getAttribute("href")).toBe("?page=3");
    const current = view.container.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe("2");
    expect(current[0]?.getAttribute("aria-label")).toBe("Page 2");
  });

  it("has no previous link on the first page and no next link on the last", async () => {
    const first = await renderInRouter(<Pagination page={1} pageCount={2} renderLink={link} />);
    expect(first.container.querySelector('[rel="prev"]')).toBeNull();
    expect(first.container.querySelector('[rel="next"]')).not.toBeNull();
    first.cleanup();
    const last = await renderInRouter(<Pagination page={2} pageCount={2} renderLink={link} />);
    cleanup = last.cleanup;
    expect(last.container.querySelector('[rel="next"]')).toBeNull();
  });

  it("renders nothing for a single page", async () => {
    const view = await renderInRouter(<Pagination page={1} pageCount={1} renderLink={link} />);
    cleanup = view.cleanup;
    expect(view.container.querySelector("nav")).toBeNull();
  });
});
