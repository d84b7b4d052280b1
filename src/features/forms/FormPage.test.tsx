// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedByText, renderInRouter, renderOnServerInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import type { FormDetail } from "../../schemas/forms";
import { formField } from "../../schemas/forms.fixtures";
import { FormPage } from "./FormPage";
import { formQuery } from "./queries";

const api: ApiClient = {
  get: () => Promise.reject(new Error("the test seeds the cache; no call expected")),
};

function form(
  intro: string | null,
  fields: FormDetail["fields"] = [],
  hubspot_id: FormDetail["hubspot_id"] = null,
): FormDetail {
  return {
    id: 3,
    slug: "contact",
    url: "/en/form/contact/3",
    urls: { de: "/de/formular/kontakt/3", en: "/en/form/contact/3" },
    title: "Contact",
    intro,
    hubspot_id,
    fields,
  };
}

const contactFields: FormDetail["fields"] = [
  formField({ id: 1, label: "Name", slug: "name", field_type: 1, required: true }),
  formField({ id: 2, label: "E-mail", slug: "email", field_type: 3, required: true }),
  formField({ id: 3, label: "Attachment", slug: "attachment", field_type: 10, required: false }),
  formField({ id: 0, label: "Confirm e-mail address", slug: "email2", field_type: 3, required: true }),
];

/** What the API sends for a form without own fields: only the (invisible) confirmation. */
const confirmationOnly: FormDetail["fields"] = [
  formField({ id: 0, label: "Confirm e-mail address", slug: "email2", field_type: 3, visible: false }),
];

/** The page as the worker renders it, before the browser's script has taken it over. */
function renderOnServer(detail: FormDetail): Promise<HTMLElement> {
  const queryClient = new QueryClient();
  queryClient.setQueryData(formQuery(api, "en", detail.id).queryKey, detail);
  return renderOnServerInRouter(<FormPage api={api} lang="en" id={detail.id} />, {
    path: "/en/form/contact/3",
    queryClient,
  });
}

describe("FormPage", () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function render(detail: FormDetail) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(formQuery(api, "en", detail.id).queryKey, detail);
    const view = await renderInRouter(<FormPage api={api} lang="en" id={detail.id} />, {
      path: "/en/form/contact/3",
      queryClient,
    });
    cleanup = view.cleanup;
    return view.container;
  }

  it("renders the intro as the sanitised rich text it is (the seed stores '<p>…</p>')", async () => {
    const container = await render(form("<p>We look forward to it.</p><p>Tom &amp; <strong>Jerry</strong></p>"));
    const intro = container.querySelector(".form-page__intro");
    expect(intro?.classList.contains("rich-text")).toBe(true);
    expect([...(intro?.querySelectorAll("p") ?? [])].map((p) => p.textContent)).toEqual([
      "We look forward to it.",
      "Tom & Jerry",
    ]);
    expect(intro?.querySelector("strong")?.textContent).toBe("Jerry");
    expect(intro?.textContent).not.toContain("<p>");
  });

  it("leaves the intro out when there is none", async () => {
    const container = await render(form(null));
    expect(container.querySelector("h1")?.textContent).toBe("Contact");
    expect(container.querySelector(".form-page__intro")).toBeNull();
  });

  function input(container: HTMLElement, name: string): HTMLInputElement {
    const element = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!element) throw new Error(`no field ${name}`);
    return element;
  }

  async function submit(container: HTMLElement) {
    await act(async () => {
      container.querySelector("form")?.requestSubmit();
    });
  }

  it("shows 'This field is required!' at empty required fields and focuses the first, sending nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const container = await render(form(null, contactFields));
    await submit(container);
    const name = input(container, "name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(describedByText(name)).toBe("This field is required!");
    expect(document.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Invalid e-mail address!' at the e-mail field", async () => {
    const container = await render(form(null, contactFields));
    input(container, "name").value = "Erika";
    input(container, "email").value = "erika@";
    await submit(container);
    const email = input(container, "email");
    expect(describedByText(email)).toBe("Invalid e-mail address!");
    expect(input(container, "name").hasAttribute("aria-invalid")).toBe(false);
    expect(document.activeElement).toBe(email);
  });

  it("sends the entry with the CSRF header and shows the focused confirmation", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the page reads this cookie as the worker sets it.
    document.cookie = "csrftoken=tok123";
    const fetch = vi.fn(async () => new Response('{"status":"ok"}', { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const container = await render(form(null, contactFields));
    input(container, "name").value = "Erika";
    input(container, "email").value = "erika@example.org";
    input(container, "email2").value = "erika@example.org";
    await submit(container);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/en/api/forms-entries/");
    expect((init.headers as Record<string, string>)["X-CSRFToken"]).toBe("tok123");
    expect(JSON.parse(String(init.body))).toEqual({
      form: 3,
      field_values: { name: "Erika", email: "erika@example.org", email2: "erika@example.org" },
      website: "",
    });
    const sent = container.querySelector(".entry-form__sent");
    expect(sent?.textContent).toBe("Thank you, your entry has been sent.");
    expect(document.activeElement).toBe(sent);
  });

  it("sends nothing before hydration: the server-rendered submit button is disabled, then enabled", async () => {
    const detail = form(null, contactFields);
    const server = (await renderOnServer(detail)).querySelector("button[type=submit]");
    expect(server?.textContent).toBe("Submit");
    expect(server?.hasAttribute("disabled")).toBe(true);
    const hydrated = (await render(detail)).querySelector("button[type=submit]");
    expect(hydrated?.textContent).toBe("Submit");
    expect(hydrated?.hasAttribute("disabled")).toBe(false);
  });

  it("refuses a negative number with its own message, sending nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const participants = formField({ label: "Participants", slug: "participants", field_type: 4, required: true });
    const container = await render(form(null, [participants]));
    input(container, "participants").value = "-3";
    await submit(container);
    const field = input(container, "participants");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(describedByText(field)).toBe("Please enter a number of 0 or more.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends no value for hidden fields: the API stores their default", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the page reads this cookie as the worker sets it.
    document.cookie = "csrftoken=tok123";
    const fetch = vi.fn(async () => new Response('{"status":"ok"}', { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const source = formField({ label: "Source", slug: "source", field_type: 11, visible: false, default: "website" });
    const container = await render(form(null, [contactFields[0] as FormDetail["fields"][number], source]));
    input(container, "name").value = "Erika";
    await submit(container);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).field_values).toEqual({ name: "Erika" });
  });

  it.each([
    ["without own fields", confirmationOnly],
    ["with fields", contactFields],
  ])(
    "shows title, intro and a notice instead of the form for a form of the external service %s",
    async (_kind, fields) => {
      const container = await render(form("<p>For journalists.</p>", fields, "3f6d2a1c-8b7e-4c55-9a0d-6e1f2b3c4d5e"));
      expect(container.querySelector("h1")?.textContent).toBe("Contact");
      expect(container.querySelector(".form-page__intro")?.textContent).toBe("For journalists.");
      expect(container.querySelector(".form-page")?.textContent).toContain(
        "Unfortunately, this form cannot be filled in here.",
      );
      expect(container.querySelector("form")).toBeNull();
      expect(container.querySelector("button")).toBeNull();
    },
  );

  it("shows the server's field errors at the fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ errors: { email2: "email_mismatch" } }), { status: 422 })),
    );
    const container = await render(form(null, contactFields));
    input(container, "name").value = "Erika";
    input(container, "email").value = "erika@example.org";
    input(container, "email2").value = "erika@example.org";
    await submit(container);
    const confirm = input(container, "email2");
    expect(describedByText(confirm)).toBe("The e-mail addresses do not match!");
    expect(document.activeElement).toBe(confirm);
  });
});
