// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../lib/api";
import { HEALTH_KINDS, type HealthCounts, type HealthRow } from "../../schemas/hub-health";
import { renderHubScreen, settle, settleUntil } from "../test-render";
import { HealthList } from "./HealthList";
import { HealthOverview } from "./HealthOverview";
import { HealthPanel } from "./HealthPanel";

const noProblems = Object.fromEntries(HEALTH_KINDS.map((kind) => [kind, 0])) as HealthCounts;

/** An API answering the counts with `counts` and every list with `rows`; it records the paths asked. */
function healthApi(counts: Partial<HealthCounts>, rows: HealthRow[] = []) {
  const asked: string[] = [];
  const api: ApiClient = {
    get: async <T,>(path: string) => {
      asked.push(path);
      if (path.endsWith("/health/")) return { counts: { ...noProblems, ...counts } } as T;
      return { count: rows.length, next: null, previous: null, results: rows } as T;
    },
  };
  return { api, asked };
}

const row = (values: Partial<HealthRow>): HealthRow => ({
  key: "event:1",
  label: "Carmen",
  detail: null,
  place: null,
  date: null,
  hits: null,
  fix: "/cms-hub/events/1/",
  ...values,
});

describe("programme health's overview", () => {
  it("lists every kind with its count in a table, each linking to its list", async () => {
    const { api } = healthApi({ "events-image": 12, "not-found": 3 });
    const { container } = await renderHubScreen(<HealthOverview />, { api, path: "/en/test" });
    await settleUntil(() => container.textContent?.includes("12") ?? false);
    expect(container.querySelector("h1")?.textContent).toBe("Programme health");
    expect(container.querySelector("caption")?.textContent).toBe("Problems by kind");
    const rows = [...container.querySelectorAll("tbody tr")];
    expect(rows).toHaveLength(HEALTH_KINDS.length);
    const images = rows.find((tr) => tr.querySelector("th")?.textContent === "Events without an image");
    expect(images?.querySelector("th[scope=row] a")?.getAttribute("href")).toBe("/cms-hub/health/events-image");
    expect(images?.querySelector("td")?.textContent).toBe("12");
  });

  it("speaks German", async () => {
    const { api } = healthApi({ searches: 1234 });
    const { container } = await renderHubScreen(<HealthOverview />, { api, lang: "de", path: "/de/test" });
    await settleUntil(() => container.textContent?.includes("1.234") ?? false);
    expect(container.querySelector("h1")?.textContent).toBe("Programm-Check");
    expect(container.textContent).toContain("Suchen ohne Treffer");
  });
});

describe("programme health on the start page", () => {
  it("names only the kinds with problems, with their counts and links", async () => {
    const { api } = healthApi({ "events-price": 2, "page-sections": 1 });
    const { container } = await renderHubScreen(<HealthPanel />, { api, path: "/en/test" });
    await settleUntil(() => container.querySelector("li") !== null);
    const items = [...container.querySelectorAll("li")].map((li) => li.textContent);
    expect(items).toEqual(["Events without a price: 2", "Pages whose sections differ: 1"]);
    expect(container.querySelector("h2 a")?.getAttribute("href")).toBe("/cms-hub/health");
    expect(container.querySelector("li a")?.getAttribute("href")).toBe("/cms-hub/health/events-price");
  });

  it("says so when there is nothing to fix", async () => {
    const { api } = healthApi({});
    const { container } = await renderHubScreen(<HealthPanel />, { api, path: "/en/test" });
    await settleUntil(() => container.textContent?.includes("Nothing to fix") ?? false);
    expect(container.querySelector("li")).toBeNull();
  });
});

describe("a kind's list", () => {
  it("shows each problem in words with the link that fixes it", async () => {
    const { api, asked } = healthApi({}, [
      row({
        key: "module:5",
        label: "Carmen",
        detail: "cancelled",
        place: "/en/start",
        date: "2031-05-01T18:00:00Z",
        fix: "/en/start?edit",
      }),
      row({ key: "teaser:4", label: "Tosca", detail: "past", place: "Sommer", fix: "/cms-hub/event-teasers/4/" }),
    ]);
    const { container } = await renderHubScreen(<HealthList kind="stale-links" />, { api, path: "/en/test" });
    await settleUntil(() => container.querySelectorAll("tbody tr").length === 2);
    expect(asked).toContain("/api/cms-hub/health/stale-links/");
    expect(container.querySelector("h1")?.textContent).toBe("Links to past or cancelled events");
    const headers = [...container.querySelectorAll("thead th")].map((th) => th.textContent);
    expect(headers).toEqual(["What", "Problem", "Where", "Date", "Fix"]);
    const [page, teaser] = [...container.querySelectorAll("tbody tr")];
    expect(page?.textContent).toContain("Event cancelled");
    const pageLink = page?.querySelector("a");
    expect(pageLink?.getAttribute("href")).toBe("/en/start?edit");
    expect(pageLink?.textContent).toBe("Edit the page");
    expect(pageLink?.getAttribute("aria-label")).toBe("Edit the page: Carmen");
    expect(teaser?.textContent).toContain("Event over");
    expect(teaser?.querySelector("a")?.getAttribute("href")).toBe("/cms-hub/event-teasers/4/");
    expect(teaser?.querySelector("a")?.textContent).toBe("Open the form");
  });

  it("offers a 404 its redirect with the path filled in", async () => {
    const { api } = healthApi({}, [
      row({ key: "path:/de/weg", label: "/de/weg", hits: 9, fix: "/cms-hub/settings/redirects?q=%2Fde%2Fweg" }),
    ]);
    const { container } = await renderHubScreen(<HealthList kind="not-found" />, { api, path: "/en/test" });
    await settleUntil(() => container.querySelector("tbody tr") !== null);
    expect(container.querySelector("tbody")?.textContent).toContain("9");
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Create a redirect for /de/weg"]');
    if (!button) throw new Error("no Create redirect button");
    act(() => button.click());
    await settle();
    expect(container.querySelector("dialog")?.open).toBe(true);
    expect(container.querySelector<HTMLInputElement>('dialog input[name="old_path"]')?.value).toBe("/de/weg");

    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ id: 3, old_path: "/de/weg", new_path: "/de/programm" }), {
            status: 201,
            headers: { "Content-Type": "application/json" },
          }),
      ),
    );
    const target = container.querySelector<HTMLInputElement>('dialog input[name="new_path"]') as HTMLInputElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(target, "/de/programm");
      target.dispatchEvent(new Event("input", { bubbles: true }));
    });
    act(() => container.querySelector<HTMLFormElement>("dialog form")?.requestSubmit());
    await settleUntil(() => container.querySelector('[role="status"]') !== null);
    await settle();
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toBe("Redirect created: /de/weg → /de/programm");
    // The row (and its button) goes with the 404; the keyboard is at the message.
    expect(document.activeElement).toBe(status);
  });
});
