// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import type { FormDetail } from "../../schemas/forms";
import { FormPage } from "./FormPage";
import { formQuery } from "./queries";

const api: ApiClient = {
  get: () => Promise.reject(new Error("the test seeds the cache; no call expected")),
};

function form(intro: string | null): FormDetail {
  return {
    id: 3,
    slug: "contact",
    url: "/en/form/contact/3",
    urls: { de: "/de/formular/kontakt/3", en: "/en/form/contact/3" },
    title: "Contact",
    intro,
    hubspot_id: null,
    fields: [],
  };
}

describe("FormPage", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

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
});
