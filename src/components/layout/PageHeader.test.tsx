// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../ui/test-render";
import { PageHeader } from "./PageHeader";

describe("PageHeader", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  const crumbTexts = (container: HTMLElement) =>
    [...container.querySelectorAll(".breadcrumb li")].map((item) => item.textContent);

  it("ends the breadcrumb with the h1 text by default", async () => {
    const view = await renderInRouter(<PageHeader title="Programm" />, { path: "/de/programm" });
    cleanup = view.cleanup;
    expect(crumbTexts(view.container)).toEqual(["Startseite", "Programm"]);
    expect(view.container.querySelector("h1")?.textContent).toBe("Programm");
  });

  it("ends the breadcrumb with crumbLabel after the given levels, keeping the h1", async () => {
    const view = await renderInRouter(
      <PageHeader
        title="Vom Kornhaus zum Kulturwerk"
        crumbs={[{ label: "Über uns", href: "/de/ueber-uns" }, { label: "Service" }]}
        crumbLabel="Geschichte"
      />,
      { path: "/de/ueber-uns/geschichte" },
    );
    cleanup = view.cleanup;
    expect(crumbTexts(view.container)).toEqual(["Startseite", "Über uns", "Service", "Geschichte"]);
    const items = view.container.querySelectorAll(".breadcrumb li");
    expect(items[1]?.querySelector("a")?.getAttribute("href")).toBe("/de/ueber-uns");
    expect(items[2]?.querySelector("a")).toBeNull();
    expect(items[3]?.querySelector('[aria-current="page"]')?.textContent).toBe("Geschichte");
    expect(view.container.querySelector("h1")?.textContent).toBe("Vom Kornhaus zum Kulturwerk");
  });
});
