// @vitest-environment happy-dom
import { act } from "react";
import * as v from "valibot";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { registerConsentBackend } from "../../lib/consent";
import { SiteSettings } from "../../schemas/settings";
import { renderInRouter } from "../ui/test-render";
import { Breadcrumb } from "./Breadcrumb";
import { SiteFooter } from "./SiteFooter";

const settings = v.parse(SiteSettings, {
  status: "ok",
  site_name: "Kulturwerk",
  is_site_online: true,
  is_shop_online: true,
  html_header: "",
  html_footer_top: "<p>Schlossplatz 1</p>",
  html_footer_bottom: "<p>Gefördert von der Stadt</p>",
  html_footer_logos: '<ul class="footer-logos"><li>Stadt</li></ul>',
  login_url: "/login",
  logout_url: "/logout",
  webshop_url: "/webshop",
  design: {},
});

const links = [
  { title: "Impressum", url: "/en/impressum", is_external: false },
  { title: "Press", url: "https://press.example", is_external: false },
  { title: "Jobs", url: "/jobs-portal", is_external: true },
];

describe("SiteFooter", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it("opens external links in a new tab without opener, internal ones in place", async () => {
    const view = await renderInRouter(<SiteFooter settings={settings} links={links} />);
    cleanup = view.cleanup;
    const anchors = [...view.container.querySelectorAll<HTMLAnchorElement>(".site-footer__nav a")];
    const internal = anchors.find((a) => a.textContent === "Impressum");
    const external = anchors.find((a) => a.textContent?.startsWith("Press"));
    expect(internal?.getAttribute("href")).toBe("/en/impressum");
    expect(internal?.target).toBe("");
    expect(external?.target).toBe("_blank");
    expect(external?.rel).toBe("noopener noreferrer");
    expect(external?.textContent).toContain("opens in a new tab");
    // An internal path the editor marked external opens in a new tab too.
    const marked = anchors.find((a) => a.textContent?.startsWith("Jobs"));
    expect(marked?.target).toBe("_blank");
    expect(marked?.rel).toBe("noopener noreferrer");
  });

  it("links the whistleblower page of the main site and opens the cookie settings", async () => {
    const view = await renderInRouter(<SiteFooter settings={settings} links={[]} />);
    cleanup = view.cleanup;
    const whistleblower = [...view.container.querySelectorAll("a")].find((a) =>
      a.textContent?.startsWith("Whistleblower protection"),
    );
    expect(whistleblower?.getAttribute("href")).toBe("https://www.kulturwerk.example/en/whistleblower-protection");
    expect(whistleblower?.getAttribute("rel")).toBe("noopener noreferrer");

    const backend = { accept: vi.fn(), showSettings: vi.fn() };
    onTestFinished(registerConsentBackend(backend));
    const button = [...view.container.querySelectorAll("button")].find((b) => b.textContent === "Cookie settings");
    act(() => button?.click());
    expect(backend.showSettings).toHaveBeenCalledTimes(1);
  });

  it("has a named tile per division, the html fragments and the copyright", async () => {
    const view = await renderInRouter(<SiteFooter settings={settings} links={[]} />, { path: "/de/x" });
    cleanup = view.cleanup;
    const tiles = view.container.querySelector('nav[aria-label="Sparten"]');
    const names = [...(tiles?.querySelectorAll("a") ?? [])].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(names).toEqual([
      ["WKMKulturwerk", "/de"],
      ["SOSommerspiele", "/de/sommerspiele"],
      ["BABarocktage", "/de/barocktage"],
      ["TITischlerei", "/de/tischlerei"],
      ["WALive-Blick", "/de/live-blick"],
    ]);
    // The letters are decoration; the accessible name is the division's name.
    expect(tiles?.querySelector(".division-tile__mark")?.getAttribute("aria-hidden")).toBe("true");
    expect(view.container.textContent).toContain("Schlossplatz 1");
    expect(view.container.textContent).toContain("Gefördert von der Stadt");
    expect(view.container.querySelector(".footer-logos")).not.toBeNull();
    expect(view.container.textContent).toContain(`© ${new Date().getFullYear()} Kulturwerk`);
  });
});

describe("Breadcrumb", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it("starts with Home at the language root and marks the current page", async () => {
    const view = await renderInRouter(
      <Breadcrumb items={[{ label: "Programm", href: "/de/programm" }, { label: "Faust" }]} />,
      { path: "/de/programm/faust/1" },
    );
    cleanup = view.cleanup;
    const nav = view.container.querySelector("nav");
    expect(nav?.getAttribute("aria-label")).toBe("Brotkrümelnavigation");
    const items = [...(nav?.querySelectorAll("li") ?? [])];
    expect(items.map((li) => li.textContent)).toEqual(["Startseite", "Programm", "Faust"]);
    expect(items[0]?.querySelector("a")?.getAttribute("href")).toBe("/de");
    expect(items[2]?.querySelector("a")).toBeNull();
    expect(items[2]?.querySelector('[aria-current="page"]')?.textContent).toBe("Faust");
  });
});
