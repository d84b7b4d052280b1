// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient, QueryValue } from "../../lib/api";
import type { DesignSettingsState, SettingsVersion, SiteSettingsState } from "../../schemas/hub-settings";
import { HubLangContext } from "../texts";
import { AlertsScreen } from "./AlertsScreen";
import { DesignScreen } from "./DesignScreen";
import { SiteScreen } from "./SiteScreen";
import { SortableList } from "./SortableList";

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

const site: SiteSettingsState = {
  is_site_online: true,
  is_shop_online: true,
  html_header: "",
  html_footer_top: "<p>Schlossplatz 1</p>",
  html_footer_bottom: "",
  html_footer_logos: "",
  updated_at: "2026-11-30T10:00:00.000Z",
};

const design: DesignSettingsState = {
  errors: { "503": "/errors/503.html" },
  quickBuy: false,
  fewSeatsPercent: 10,
  detailSections: {
    event: ["description", "tickets", "persons", "venue", "production"],
    production: ["description", "dates", "persons"],
  },
  updated_at: "2026-11-30T10:00:00.000Z",
};

const designVersion: SettingsVersion = {
  id: 4,
  area: "design",
  created_at: "2026-11-30T09:30:00Z",
  user: { id: 1, name: "Erika Mustermann" },
  before: {},
  after: {},
  changes: [
    { field: "quickBuy", before: false, after: true },
    { field: "errors.404", before: null, after: "/errors/404.html" },
  ],
};

/** Reads as the screens make them: the area's state, and no versions yet. */
const api: ApiClient = {
  get: async <T,>(path: string, query?: Record<string, QueryValue>) => {
    if (path.endsWith("settings/site/")) return site as T;
    if (path.endsWith("settings/design/")) return design as T;
    if (path.endsWith("settings/versions/") && query?.area === "design")
      return { count: 1, next: null, previous: null, results: [designVersion] } as T;
    return { count: 0, next: null, previous: null, results: [] } as T;
  },
};

/** The writes the screens send (hubRequest → fetch), answered as saved. */
let writes: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  writes = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    writes.push({ method: String(init.method), url, body });
    return new Response(JSON.stringify({ ...body, updated_at: "2026-11-30T11:00:00.000Z" }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});

let cleanup: () => void = () => {};
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function render(ui: React.ReactNode) {
  const rendered = await renderInRouter(<HubLangContext.Provider value="en">{ui}</HubLangContext.Provider>, {
    path: "/en/test",
    context: { api },
  });
  cleanup = rendered.cleanup;
  await settle();
  return rendered.container;
}

function type(container: HTMLElement, name: string, value: string) {
  const input = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name='${name}']`);
  if (!input) throw new Error(`no field ${name}`);
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  return input;
}

const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll("button")].find(
    (element) => (element.getAttribute("aria-label") ?? element.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe("site screen", () => {
  it("warns before the site goes offline and saves only once that is confirmed", async () => {
    const container = await render(<SiteScreen />);
    const online = container.querySelector<HTMLInputElement>("[name=is_site_online]");
    expect(online?.checked).toBe(true);
    expect(container.textContent).not.toContain("Warning:");
    await act(async () => online?.click());
    expect(container.querySelector("[role=alert]")?.textContent).toContain("offline for every visitor");

    await act(async () => container.querySelector("form")?.requestSubmit());
    await settle();
    expect(writes).toEqual([]);
    expect(container.textContent).toContain("Take the site offline?");
    await act(async () => button(container, "Cancel").click());
    await settle();
    expect(writes).toEqual([]);
    expect(container.textContent).toContain("The site stays online.");

    await act(async () => container.querySelector("form")?.requestSubmit());
    await settle();
    await act(async () => button(container, "Take offline and save").click());
    await settle();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: "PUT",
      url: "/api/cms-hub/settings/site/",
      body: { is_site_online: false, updated_at: site.updated_at },
    });
  });
});

describe("design screen", () => {
  it("reorders detail sections with the move buttons and saves the order with the error pages as a map", async () => {
    const container = await render(<DesignScreen />);
    await act(async () => button(container, "Move down: Description").click());
    const eventList = container.querySelectorAll(".hub-sortable__list")[0];
    expect([...(eventList?.querySelectorAll(".hub-sortable__label") ?? [])].map((label) => label.textContent)).toEqual([
      "Tickets",
      "Description",
      "Cast and crew",
      "Venue",
      "Production",
    ]);
    expect(container.textContent).toContain("Description: position 2 of 5.");
    await act(async () => button(container, "Save").click());
    await settle();
    expect(writes[0]?.body).toEqual({
      errors: { "503": "/errors/503.html" },
      quickBuy: false,
      fewSeatsPercent: 10,
      detailSections: {
        event: ["tickets", "description", "persons", "venue", "production"],
        production: design.detailSections.production,
      },
      updated_at: design.updated_at,
    });
  });

  it("lists the area's recent saves: who, when, and each change in words", async () => {
    const container = await render(<DesignScreen />);
    const versions = container.querySelector(".hub-settings-versions");
    expect(versions?.querySelector(".hub-settings-versions__who")?.textContent).toBe(
      "30 Nov 2026, 10:30, Erika Mustermann",
    );
    expect([...(versions?.querySelectorAll("ul li") ?? [])].map((item) => item.textContent)).toEqual([
      "Offer quick buy: no → yes",
      "Custom error pages 404: (empty) → /errors/404.html",
    ]);
  });

  it("refuses an error page that is not a path of this site, at its field, without saving", async () => {
    const container = await render(<DesignScreen />);
    const path = await act(async () => type(container, "errorPages[0].path", "https://evil.example/503.html"));
    await act(async () => button(container, "Save").click());
    await settle();
    expect(writes).toEqual([]);
    expect(path.getAttribute("aria-invalid")).toBe("true");
  });
});

describe("breaking news screen", () => {
  it("checks the window in the dialog and sends it as instants", async () => {
    const container = await render(<AlertsScreen />);
    await act(async () => button(container, "New alert").click());
    await act(async () => {
      type(container, "title_de", "Heute geschlossen");
      type(container, "title_en", "Closed today");
      type(container, "online_from", "2026-12-24T18:00");
      type(container, "online_to", "2026-12-24T08:00");
    });
    await act(async () => button(container, "Save").click());
    await settle();
    expect(writes).toEqual([]);
    expect(container.querySelector("[name=online_to]")?.getAttribute("aria-invalid")).toBe("true");

    await act(async () => type(container, "online_to", "2026-12-26T08:00"));
    await act(async () => button(container, "Save").click());
    await settle();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: "POST",
      url: "/api/cms-hub/settings/breaking-news/",
      body: {
        title_de: "Heute geschlossen",
        is_active: true,
        online_from: new Date("2026-12-24T18:00").toISOString(),
        online_to: new Date("2026-12-26T08:00").toISOString(),
      },
    });
  });
});

/** A list of three whose order the component changes. */
function OrderHarness() {
  const [items, setItems] = useState(["a", "b", "c"]);
  return <SortableList items={items} itemLabel={(item) => item.toUpperCase()} onChange={setItems} />;
}

describe("SortableList", () => {
  it("keeps a move button that reached an end focusable but inert", async () => {
    const container = await render(<OrderHarness />);
    const up = button(container, "Move up: B");
    await act(async () => up.click());
    const labels = () => [...container.querySelectorAll(".hub-sortable__label")].map((label) => label.textContent);
    expect(labels()).toEqual(["B", "A", "C"]);
    const top = button(container, "Move up: B");
    expect(top.getAttribute("aria-disabled")).toBe("true");
    expect(top.disabled).toBe(false);
    await act(async () => top.click());
    expect(labels()).toEqual(["B", "A", "C"]);
    // The handle is the keyboard drag's activator, named and described by the instructions.
    const handle = button(container, "Move B");
    expect(handle.getAttribute("aria-describedby")).toBeTruthy();
  });
});
