// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedByText, renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import type { FormDetail } from "../../schemas/forms";
import { formField } from "../../schemas/forms.fixtures";
import { FormPage } from "./FormPage";
import { formQuery } from "./queries";

const api: ApiClient = {
  get: () => Promise.reject(new Error("the test seeds the cache; no call expected")),
};

function form(intro: string | null, fields: FormDetail["fields"] = []): FormDetail {
  return {
    id: 3,
    slug: "contact",
    url: "/en/form/contact/3",
    urls: { de: "/de/formular/kontakt/3", en: "/en/form/contact/3" },
    title: "Contact",
    intro,
    hubspot_id: null,
    fields,
  };
}

const contactFields: FormDetail["fields"] = [
  formField({ id: 1, label: "Name", slug: "name", field_type: 1, required: true }),
  formField({ id: 2, label: "E-mail", slug: "email", field_type: 3, required: true }),
  formField({ id: 3, label: "Attachment", slug: "attachment", field_type: 10, required: false }),
  formField({ id: 0, label: "Confirm e-mail address", slug: "email2", field_type: 3, required: true }),
];

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
