// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { EntryErasure } from "../../schemas/hub-forms";
import { renderHubScreen, settleUntil } from "../test-render";
import { EraseSenderDialog } from "./EraseSenderDialog";

/** A privacy request's dialog (issue 27): preview first, then the erase of exactly that address. */

const found: EntryErasure = {
  entries: 3,
  files: 1,
  forms: [
    { id: 3, title_de: "Kontakt", title_en: "Contact", entries: 2 },
    { id: 4, title_de: "Workshop", title_en: "Workshop", entries: 1 },
  ],
};

/** Answers the writes in turn with `answers` ([status, body]), recording the calls. */
function stubFetch(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, call: number) => {
  const [path, init] = fetchMock.mock.calls[call] ?? [];
  return [path, JSON.parse(String(init?.body))];
};

function type(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) throw new Error("no such input");
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll("button")].find((button) => button.textContent === name);

async function openDialog() {
  const { container } = await renderHubScreen(<EraseSenderDialog />, { path: "/cms-hub/dashboard/forms" });
  act(() => buttonNamed(container, "Delete one person's entries")?.click());
  const dialog = [...container.querySelectorAll("dialog")].find((candidate) => candidate.open);
  if (!dialog) throw new Error("no dialog opened");
  return { container, dialog };
}

describe("EraseSenderDialog", () => {
  it("shows what would go before offering the erase, and erases exactly the previewed address", async () => {
    const { container, dialog } = await openDialog();
    const email = dialog.querySelector<HTMLInputElement>('input[type="email"]');
    expect(dialog.querySelector(`label[for="${email?.id}"]`)?.textContent).toBe("E-mail address");
    expect(buttonNamed(dialog, "Delete 3 entries for good")).toBeUndefined();
    const fetchMock = stubFetch([200, found], [200, found]);

    type(email, "ada@example.org");
    act(() => dialog.querySelector("form")?.requestSubmit());
    await settleUntil(() => dialog.querySelector('[role="status"]') !== null);
    expect(sent(fetchMock, 0)).toEqual(["/api/cms-hub/forms/entries/erase/preview/", { email: "ada@example.org" }]);
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(
      "Found: 3 entries, 1 file.Contact: 2 entriesWorkshop: 1 entry",
    );

    // Another address hides the previewed erase until it is previewed in turn.
    type(email, "ada@example.com");
    expect(buttonNamed(dialog, "Delete 3 entries for good")).toBeUndefined();
    type(email, "ada@example.org");
    const erase = buttonNamed(dialog, "Delete 3 entries for good");
    await act(async () => erase?.click());
    await settleUntil(() => container.querySelector('[role="status"]')?.textContent === "Deleted: 3 entries, 1 file.");
    expect(sent(fetchMock, 1)).toEqual(["/api/cms-hub/forms/entries/erase/", { email: "ada@example.org" }]);
    expect(dialog.open).toBe(false);
  });

  it("says when nothing holds the address and shows the server's refusal at the field", async () => {
    const { dialog } = await openDialog();
    const email = dialog.querySelector<HTMLInputElement>('input[type="email"]');
    stubFetch(
      [200, { entries: 0, files: 0, forms: [] }],
      [400, { error: "invalid_body", field: "email", detail: "Enter an e-mail address" }],
    );
    type(email, "nobody@example.org");
    act(() => dialog.querySelector("form")?.requestSubmit());
    await settleUntil(() => dialog.querySelector('[role="status"]')?.textContent === "No entry holds this address.");
    expect([...dialog.querySelectorAll("button")].some((button) => button.textContent?.startsWith("Delete "))).toBe(
      false,
    );

    type(email, "nobody");
    act(() => dialog.querySelector("form")?.requestSubmit());
    await settleUntil(() => email?.getAttribute("aria-invalid") === "true");
    const described = email?.getAttribute("aria-describedby") ?? "";
    expect(dialog.querySelector(`[id="${described}"]`)?.textContent).toBe("Enter an e-mail address");
  });
});
