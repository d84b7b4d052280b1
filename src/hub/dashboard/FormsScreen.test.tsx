// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient, QueryValue } from "../../lib/api";
import type { HubFormEntriesPage, HubFormSummary } from "../../schemas/hub-forms";
import { settleUntil } from "../test-render";
import { HubLangContext } from "../texts";
import { FormsScreen } from "./FormsScreen";

const FORMS: HubFormSummary[] = [
  {
    id: 3,
    revision: 1,
    title_de: "Kontakt",
    title_en: "Contact",
    is_online: true,
    is_external: false,
    entry_count: 1200,
    last_entry_at: "2026-03-04T08:30:00Z",
  },
  {
    id: 4,
    revision: 1,
    title_de: "Alt",
    title_en: "Old",
    is_online: false,
    is_external: false,
    entry_count: 0,
    last_entry_at: null,
  },
];

const ENTRIES: HubFormEntriesPage = {
  count: 1,
  next: null,
  previous: null,
  form: { id: 3, title_de: "Kontakt", title_en: "Contact" },
  fields: [
    { slug: "name", label_de: "Name", label_en: "Name", field_type: 1 },
    { slug: "topics", label_de: "Themen", label_en: "Topics", field_type: 5 },
    { slug: "attachment", label_de: "Anhang", label_en: "Attachment", field_type: 10 },
    { slug: "consent", label_de: "Einwilligung", label_en: "Consent", field_type: 12 },
    { slug: "old_field", label_de: "old_field", label_en: "old_field", field_type: 1, removed: true },
  ],
  results: [
    {
      id: 9,
      submitted_at: "2026-03-04T08:30:00Z",
      lang: "en",
      values: [
        { slug: "name", value: "Erika" },
        { slug: "topics", value: ["jazz", "opera"] },
        { slug: "attachment", value: "cv.pdf" },
        { slug: "consent", value: true },
        { slug: "old_field", value: "früher" },
      ],
      files: [
        {
          id: 77,
          field: "attachment",
          name: "cv.pdf",
          size: 20_480,
          content_type: "application/pdf",
          url: "/api/cms-hub/forms/files/77/",
        },
      ],
    },
  ],
};

/** Answers the forms list and the entries of form 3, recording each call. */
function formsApi() {
  const calls: { path: string; query: Record<string, QueryValue> }[] = [];
  const api: ApiClient = {
    get: async <T,>(path: string, query?: Record<string, QueryValue>) => {
      calls.push({ path, query: query ?? {} });
      if (path === "/api/cms-hub/forms/") return { count: 2, next: null, previous: null, results: FORMS } as T;
      return ENTRIES as T;
    },
  };
  return { api, calls };
}

let cleanup: () => void = () => {};
afterEach(() => cleanup());

describe("FormsScreen", () => {
  it("lists the forms with their counts, a link to each one's entries and the CSV of those with entries", async () => {
    const { api, calls } = formsApi();
    const rendered = await renderInRouter(
      <HubLangContext.Provider value="en">
        <FormsScreen />
      </HubLangContext.Provider>,
      { path: "/cms-hub/dashboard/forms", context: { api } },
    );
    cleanup = rendered.cleanup;
    await settleUntil(() => rendered.container.querySelector("tbody td")?.textContent === "Contact");
    const rows = [...rendered.container.querySelectorAll("tbody tr")];
    expect(rows.map((row) => row.querySelector("td")?.textContent)).toEqual(["Contact", "Old"]);
    expect(rows[0]?.textContent).toContain("1,200");
    expect(rows[0]?.querySelector("a")?.getAttribute("href")).toMatch(/^\/cms-hub\/dashboard\/forms\?form=/);
    const csv = rows[0]?.querySelector<HTMLAnchorElement>("a[download]");
    expect(csv?.getAttribute("href")).toBe("/api/cms-hub/forms/3/entries/export/");
    expect(csv?.getAttribute("aria-label")).toBe("Download entries (CSV): Contact");
    expect(rows[1]?.querySelector("a[download]")).toBeNull();

    // The title leads to that form's entries.
    await act(async () => rows[0]?.querySelector("a")?.click());
    await settleUntil(() => rendered.container.querySelector("h1")?.textContent === "Entries: Contact");
    expect(calls.map((call) => call.path)).toContain("/api/cms-hub/forms/3/entries/");
    expect(rendered.container.querySelector("h1")?.textContent).toBe("Entries: Contact");
  });

  it("shows a form's entries with a column per field, lists readable, and its files to download", async () => {
    const { api, calls } = formsApi();
    const rendered = await renderInRouter(
      <HubLangContext.Provider value="en">
        <FormsScreen />
      </HubLangContext.Provider>,
      { path: "/cms-hub/dashboard/forms?form=3&from=2026-03-01", context: { api } },
    );
    cleanup = rendered.cleanup;
    const { container } = rendered;
    await settleUntil(() => container.querySelector("tbody a[download]") !== null);
    expect(container.querySelector("h1")?.textContent).toBe("Entries: Contact");
    expect(calls.map((call) => call.path)).toContain("/api/cms-hub/forms/3/entries/");
    expect(calls.at(-1)?.query).toMatchObject({ from: "2026-03-01" });
    const headers = [...container.querySelectorAll("thead th")].map((th) =>
      th.textContent?.replace(/[▲▼↕]/g, "").trim(),
    );
    expect(headers).toEqual([
      "Received",
      "Language",
      "Name",
      "Topics",
      "Consent",
      "old_field (removed field)",
      "Files",
      "Actions",
    ]);
    const cells = [...container.querySelectorAll("tbody td")].map((td) => td.textContent);
    expect(cells.slice(1)).toEqual(["EN", "Erika", "jazz, opera", "yes", "früher", "cv.pdf (20 KB)", "Delete"]);
    const file = container.querySelector<HTMLAnchorElement>("tbody a[download]");
    expect(file?.getAttribute("href")).toBe("/api/cms-hub/forms/files/77/");
    expect(container.querySelector<HTMLInputElement>("input[type=date]")?.value).toBe("2026-03-01");
    expect(container.querySelector<HTMLAnchorElement>(".hub-table__csv")?.getAttribute("href")).toBe(
      "/api/cms-hub/forms/3/entries/export/?form=3&from=2026-03-01",
    );
  });

  it("deletes one entry after asking, naming it by its time", async () => {
    const { api } = formsApi();
    const rendered = await renderInRouter(
      <HubLangContext.Provider value="en">
        <FormsScreen />
      </HubLangContext.Provider>,
      { path: "/cms-hub/dashboard/forms?form=3", context: { api } },
    );
    cleanup = rendered.cleanup;
    const { container } = rendered;
    await settleUntil(() => container.querySelector("tbody button") !== null);
    const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    try {
      const remove = container.querySelector<HTMLButtonElement>("tbody button");
      expect(remove?.getAttribute("aria-label")).toMatch(/^Delete the entry of /);
      await act(async () => remove?.click());
      const dialog = [...container.querySelectorAll("dialog")].find((candidate) => candidate.open);
      if (!dialog) throw new Error("the delete asks first");
      expect(dialog.textContent).toContain("is deleted with its files");
      expect(fetchMock).not.toHaveBeenCalled();
      const confirm = [...dialog.querySelectorAll("button")].find((button) => button.textContent === "Delete");
      await act(async () => confirm?.click());
      await settleUntil(() => container.querySelector('[role="status"]')?.textContent === "Entry deleted.");
      const [path, init] = fetchMock.mock.calls[0] ?? [];
      expect([path, init?.method, init?.body]).toEqual(["/api/cms-hub/forms/3/entries/9/", "DELETE", "{}"]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
