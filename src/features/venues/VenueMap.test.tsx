// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import { setGrantedCategories } from "../../lib/consent";
import { openStreetMapUrls } from "../../lib/openstreetmap";
import { VenueMap } from "./VenueMap";

const settings = { provider: "openstreetmap" as const, zoom: 16, requiresConsent: true };

describe("openStreetMapUrls", () => {
  it("frames a bounding box around the point and links to the map site with a marker", () => {
    const { view, embed } = openStreetMapUrls(50.25812, 10.96421, 16);
    expect(view).toBe("https://www.openstreetmap.org/?mlat=50.25812&mlon=10.96421#map=16/50.25812/10.96421");
    const url = new URL(embed);
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("marker")).toBe("50.25812,10.96421");
    const [west, south, east, north] = (url.searchParams.get("bbox") ?? "").split(",").map(Number);
    expect(west).toBeLessThan(10.96421);
    expect(east).toBeGreaterThan(10.96421);
    expect(south).toBeLessThan(50.25812);
    expect(north).toBeGreaterThan(50.25812);
    // One zoom level out shows twice the area's width.
    const wider = new URL(openStreetMapUrls(50.25812, 10.96421, 15).embed).searchParams.get("bbox")?.split(",");
    expect(Number(wider?.[2]) - Number(wider?.[0])).toBeCloseTo(2 * ((east ?? 0) - (west ?? 0)), 4);
  });
});

describe("VenueMap", () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    setGrantedCategories([]);
  });

  it("shows a placeholder with a consent button until media is allowed, then the map", async () => {
    const view = await renderInRouter(<VenueMap name="Baroque Theatre" lat={50.25} lng={10.96} settings={settings} />);
    cleanup = view.cleanup;
    const { container } = view;
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector(".consent-placeholder p")?.textContent).toContain("OpenStreetMap");
    // The map site link works without consent.
    const link = container.querySelector<HTMLAnchorElement>('a[target="_blank"]');
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link?.textContent).toBe("Show on OpenStreetMap (opens in a new tab)");
    const button = container.querySelector<HTMLButtonElement>(".consent-placeholder button");
    expect(button?.textContent).toBe("Allow media content and show the map");
    await act(async () => button?.click());
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("title")).toBe("Map: Baroque Theatre");
    expect(frame?.getAttribute("src")).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(document.activeElement).toBe(frame);
  });

  it("shows the map at once when media consent was given earlier", async () => {
    setGrantedCategories(["media"]);
    const view = await renderInRouter(<VenueMap name="Pavilion" lat={50.25} lng={10.96} settings={settings} />);
    cleanup = view.cleanup;
    expect(view.container.querySelector("iframe")).not.toBeNull();
    expect(view.container.querySelector(".consent-placeholder")).toBeNull();
  });

  it("needs no consent when the map settings waive it", async () => {
    const view = await renderInRouter(
      <VenueMap name="Pavilion" lat={50.25} lng={10.96} settings={{ ...settings, requiresConsent: false }} />,
    );
    cleanup = view.cleanup;
    expect(view.container.querySelector("iframe")).not.toBeNull();
  });
});
