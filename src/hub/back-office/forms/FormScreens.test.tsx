// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../../lib/api";
import type { FormItem } from "../../../schemas/back-office/forms";
import type { HubMe } from "../../api";
import { renderHubScreen, settleUntil } from "../../test-render";
import { FormItemScreen } from "./FormScreens";

/** A form's item screen (issue 27): its fields editor and what a save sends. */

const contact: FormItem = {
  id: 3,
  revision: 4,
  title_de: "Kontakt",
  title_en: "Contact",
  slug_de: "kontakt",
  slug_en: "contact",
  intro_de: null,
  intro_en: null,
  is_online: true,
  is_external: false,
  entry_count: 2,
  last_entry_at: "2031-03-01T10:00:00Z",
  urls: { de: "/de/formular/kontakt/3", en: "/en/form/contact/3" },
  fields: [
    { id: 11, field_type: 1, label_de: "Name", label_en: "Name", slug: "name", required: true, choices: [] },
    { id: 12, field_type: 3, label_de: "E-Mail", label_en: "Email", slug: "email", required: true, choices: [] },
  ],
};

const me: HubMe = {
  id: 1,
  email: "staff@example.org",
  username: "staff",
  first_name: "S",
  last_name: "T",
  is_admin: false,
  has_dashboard_online_access: true,
};

const api: ApiClient = {
  get: async <T,>(path: string) => (path.endsWith("/me/") ? me : contact) as T,
};

function stubSave(answer: unknown) {
  const fetchMock = vi.fn(
    async (_path: string, _init: RequestInit) =>
      new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error("no such input");
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function choose(select: HTMLSelectElement | null | undefined, value: string) {
  if (!select) throw new Error("no such select");
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set?.call(select, value);
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

function press(container: ParentNode, name: string) {
  const found = [...container.querySelectorAll("button")].find(
    (candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  act(() => found.click());
  return found;
}

const input = (container: ParentNode, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe("a form's fields editor", () => {
  it("adds a choice field with a key from its label, moves it up by keyboard-usable buttons, removes one and saves the order", async () => {
    const { container } = await renderHubScreen(<FormItemScreen id="3" />, { path: "/cms-hub/forms/3", api });
    await settleUntil(() => container.querySelectorAll(".form-fields__field").length === 2);
    const legends = () =>
      [...container.querySelectorAll(".form-fields__field > fieldset > legend")].map((legend) => legend.textContent);
    expect(legends()).toEqual(["Field 1: Name", "Field 2: E-Mail"]);
    expect(container.querySelector('a[href^="/cms-hub/dashboard/forms?form="]')?.textContent).toBe("View 2 entries");
    expect(input(container, "fields[0].label_en")?.lang).toBe("en");
    expect(container.querySelector('button[aria-label="Move field 1 up"]')?.hasAttribute("disabled")).toBe(true);

    press(container, "Add a field");
    await settleUntil(() => container.querySelectorAll(".form-fields__field").length === 3);
    const typeSelect = container.querySelectorAll<HTMLSelectElement>(".form-fields__field select")[2];
    expect(document.activeElement).toBe(typeSelect);
    type(input(container, "fields[2].label_de"), "Lieblings-Zeit");
    expect(input(container, "fields[2].slug")?.value).toBe("lieblings_zeit");
    type(input(container, "fields[2].label_en"), "Favourite time");
    expect(container.querySelector(".form-fields__choices")).toBeNull();
    choose(typeSelect, "8");
    await settleUntil(() => container.querySelector(".form-fields__choices") !== null);
    press(container, "Add a choice");
    await settleUntil(() => input(container, "fields[2].choices[0].value") !== null);
    type(input(container, "fields[2].choices[0].value"), "am");
    type(input(container, "fields[2].choices[0].label_de"), "Vormittag");
    type(input(container, "fields[2].choices[0].label_en"), "Morning");

    press(container, "Move field 3 up");
    await settleUntil(() => legends()[1] === "Field 2: Lieblings-Zeit");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move field 2 up");
    press(container, "Move field 2 up");
    await settleUntil(() => legends()[0] === "Field 1: Lieblings-Zeit");
    // At the top its up button is disabled: the keyboard goes to its down button.
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move field 1 down");
    press(container, "Remove field 2");
    await settleUntil(() => legends().length === 2);
    expect(legends()).toEqual(["Field 1: Lieblings-Zeit", "Field 2: E-Mail"]);
    expect(document.activeElement?.textContent).toBe("Add a field");

    const fetchMock = stubSave(contact);
    act(() => container.querySelector<HTMLFormElement>("form.hub-form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/cms-hub/forms/3/");
    const body = JSON.parse(String(init?.body));
    expect(body.revision).toBe(4);
    expect(body.fields).toEqual([
      {
        id: null,
        field_type: 8,
        label_de: "Lieblings-Zeit",
        label_en: "Favourite time",
        slug: "lieblings_zeit",
        required: false,
        choices: [{ value: "am", label_de: "Vormittag", label_en: "Morning" }],
      },
      contact.fields[1],
    ]);
  });

  it("keeps the browser from sending a choice field without choices, naming the choices", async () => {
    const { container } = await renderHubScreen(<FormItemScreen id="3" />, { path: "/cms-hub/forms/3", api });
    await settleUntil(() => container.querySelectorAll(".form-fields__field").length === 2);
    choose(container.querySelector<HTMLSelectElement>(".form-fields__field select"), "6");
    const fetchMock = stubSave(contact);
    act(() => container.querySelector<HTMLFormElement>("form.hub-form")?.requestSubmit());
    await settleUntil(() => container.textContent?.includes("This field type needs at least one choice") === true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
