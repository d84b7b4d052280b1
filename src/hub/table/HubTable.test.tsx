// @vitest-environment happy-dom
import type { ColumnDef } from "@tanstack/react-table";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient, QueryValue } from "../../lib/api";
import { HubLangContext } from "../texts";
import { HubTable } from "./HubTable";

interface Row {
  id: number;
  keyword: string;
  count: number;
}

const columns: ColumnDef<Row, unknown>[] = [
  { id: "keyword", header: "Keyword", accessorKey: "keyword", enableSorting: true },
  { id: "count", header: "Count", accessorKey: "count", enableSorting: true },
  { id: "id", header: "Id", accessorKey: "id", enableSorting: false },
];

/** An API that answers every list call with two rows of 60 and records the queries it got. */
function recordingApi() {
  const calls: { path: string; query: Record<string, QueryValue> }[] = [];
  const api: ApiClient = {
    get: async <T,>(path: string, query?: Record<string, QueryValue>) => {
      calls.push({ path, query: query ?? {} });
      return {
        count: 60,
        next: null,
        previous: null,
        // The list's default order, as the server answers it when the query names none.
        sort: query?.sort ?? "count",
        order: query?.order ?? "desc",
        results: [
          { id: 1, keyword: "oper", count: 12 },
          { id: 2, keyword: "=cmd", count: 3 },
        ],
      } as T;
    },
  };
  return { api, calls };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

let cleanup: () => void = () => {};
afterEach(() => cleanup());

describe("HubTable", () => {
  it("asks the server for the page the URL names and shows its rows, count and pages", async () => {
    const { api, calls } = recordingApi();
    const rendered = await renderInRouter(
      <HubLangContext.Provider value="en">
        <HubTable<Row> caption="Keywords" path="dashboard/searches/" columns={columns} rowKey={(row) => row.id} csv />
      </HubLangContext.Provider>,
      { path: "/en/test?page=2&sort=count&order=desc&q=op", context: { api } },
    );
    cleanup = rendered.cleanup;
    await settle();
    const { container } = rendered;
    expect(calls.at(-1)).toEqual({
      path: "/api/cms-hub/dashboard/searches/",
      query: { page: "2", sort: "count", order: "desc", q: "op" },
    });
    expect([...container.querySelectorAll("tbody tr")].map((row) => row.textContent)).toEqual(["oper121", "=cmd32"]);
    expect(container.querySelector("caption")?.textContent).toBe("Keywords");
    expect(container.textContent).toContain("60 entries");
    expect(container.textContent).toContain("Page 2 of 3");
    // The sorted column says so; the others offer sorting; a column that does not sort has no button.
    const headers = [...container.querySelectorAll("thead th")];
    expect(headers.map((th) => th.getAttribute("aria-sort"))).toEqual([null, "descending", null]);
    expect(headers.map((th) => th.querySelector("button") !== null)).toEqual([true, true, false]);
    // The CSV is what the filters show, without the page.
    expect(container.querySelector<HTMLAnchorElement>(".hub-table__csv")?.getAttribute("href")).toBe(
      "/api/cms-hub/dashboard/searches/export/?sort=count&order=desc&q=op",
    );
  });

  it("marks the column of the server's default order when the URL names none", async () => {
    const { api } = recordingApi();
    const rendered = await renderInRouter(
      <HubTable<Row> caption="Keywords" path="dashboard/searches/" columns={columns} rowKey={(row) => row.id} />,
      { path: "/en/test", context: { api } },
    );
    cleanup = rendered.cleanup;
    await settle();
    const headers = [...rendered.container.querySelectorAll("thead th")];
    expect(headers.map((th) => th.getAttribute("aria-sort"))).toEqual([null, "descending", null]);
  });

  it("sorts by another column and searches from page 1, through the URL", async () => {
    const { api, calls } = recordingApi();
    const rendered = await renderInRouter(
      <HubTable<Row>
        caption="Keywords"
        path="dashboard/searches/"
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel="Search keywords"
      />,
      { path: "/en/test?page=3&sort=count&order=desc", context: { api } },
    );
    cleanup = rendered.cleanup;
    await settle();
    const { container } = rendered;
    const keywordSort = container.querySelector<HTMLButtonElement>("thead th button");
    await act(async () => keywordSort?.click());
    await settle();
    expect(calls.at(-1)?.query).toEqual({ sort: "keyword", order: "asc" });

    const input = container.querySelector<HTMLInputElement>("input[type=search]");
    if (!input) throw new Error("no search field");
    input.value = "  ballett ";
    await act(async () => input.form?.requestSubmit());
    await settle();
    expect(calls.at(-1)?.query).toEqual({ sort: "keyword", order: "asc", q: "ballett" });
    expect(container.querySelector("thead th")?.getAttribute("aria-sort")).toBe("ascending");
  });
});
