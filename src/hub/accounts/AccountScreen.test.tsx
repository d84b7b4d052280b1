// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../lib/api";
import type { AccountDetail } from "../../schemas/hub-accounts";
import { renderHubScreen, settle } from "../test-render";
import { AccountScreen } from "./AccountScreen";

const ACCOUNT: AccountDetail = {
  id: 5,
  email: "erika@kulturwerk.example",
  username: "erika",
  first_name: "Erika",
  last_name: "Muster",
  role: "admin",
  is_admin: true,
  has_dashboard_online_access: true,
  is_active: true,
  created_at: "2026-01-05T09:00:00.000Z",
  last_sign_in: null,
  active_sessions: 2,
  has_password: true,
  set_password_link_expires_at: null,
};

/** The account page with `ACCOUNT` to read and `answer` to every write, recording what was sent. */
async function render(answer: { status: number; body: unknown }) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ method: String(init.method), url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  const api: ApiClient = { get: async <T,>() => ACCOUNT as T };
  const rendered = await renderHubScreen(<AccountScreen id="5" />, { lang: "en", api });
  const button = (label: string, within: ParentNode = rendered.container) =>
    [...within.querySelectorAll("button")].find((candidate) => candidate.textContent === label);
  return { container: rendered.container, sent, button };
}

describe("the account page", () => {
  it("deactivates only after the confirmation, and shows why the server refused", async () => {
    const { container, sent, button } = await render({
      status: 409,
      body: { error: "last_active_admin", detail: "This is the last active administrator." },
    });
    expect(container.querySelector("h1")?.textContent).toBe("Erika Muster");
    expect(container.querySelector(".accounts-facts")?.textContent).toContain("Administrator");

    await act(async () => button("Deactivate account")?.click());
    const dialog = container.querySelector("dialog");
    expect(dialog?.open).toBe(true);
    expect(dialog?.textContent).toContain("Erika Muster is signed out at once");
    expect(sent).toEqual([]);

    await act(async () => dialog && button("Deactivate account", dialog)?.click());
    await settle();
    expect(sent).toEqual([{ method: "PATCH", url: "/api/cms-hub/accounts/5/", body: { is_active: false } }]);
    expect(dialog?.open).toBe(false);
    expect(container.querySelector("[role=alert]")?.textContent).toBe("This is the last active administrator.");
  });

  it("cancels the confirmation without sending anything", async () => {
    const { container, sent, button } = await render({ status: 200, body: ACCOUNT });
    await act(async () => button("Deactivate account")?.click());
    const dialog = container.querySelector("dialog");
    await act(async () => dialog && button("Cancel", dialog)?.click());
    expect(dialog?.open).toBe(false);
    expect(sent).toEqual([]);
  });
});
