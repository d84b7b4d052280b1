// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import { registerConsentBackend } from "../../lib/consent";
import type { UserDetails } from "../../schemas/user";
import { userDetailsQuery } from "./queries";
import { ProfilePage, SettingsPage } from "./UserPage";

const api: ApiClient = {
  get: () => Promise.reject(new Error("the test seeds the cache; no call expected")),
};

const editor: UserDetails = {
  logged: true,
  is_logged_in: true,
  email: "redaktion@kulturwerk.example",
  username: "redaktion",
  first_name: "Lea",
  last_name: "Wolff",
  login_url: "/login",
  logout_url: "/logout",
  webshop_url: "/webshop",
  has_dashboard_online_access: true,
  admin_menus: [
    { title: "CMS", url: "/cms-hub" },
    { title: "Dashboard", url: "/cms-hub/dashboard" },
  ],
  navigation: { menu: [], footer: [] },
};

function seeded(user: UserDetails) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userDetailsQuery(api).queryKey, user);
  return queryClient;
}

const pairs = (root: ParentNode) =>
  [...root.querySelectorAll(".user-page__details > div")].map((row) => [
    row.querySelector("dt")?.textContent,
    row.querySelector("dd")?.textContent,
  ]);

describe("user pages", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it("profile: the user's details, back-office links and a full-page logout link", async () => {
    const view = await renderInRouter(<ProfilePage api={api} lang="en" title="My Profile" />, {
      path: "/en/user/profile",
      queryClient: seeded(editor),
    });
    cleanup = view.cleanup;
    const { container } = view;
    expect(container.querySelector("h1")?.textContent).toBe("My Profile");
    expect(pairs(container)).toEqual([
      ["Name", "Lea Wolff"],
      ["User name", "redaktion"],
      ["E-mail", "redaktion@kulturwerk.example"],
    ]);
    expect([...container.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["Account", "Back office"]);
    expect(container.querySelector('a[href="/en/user/settings"]')?.textContent).toBe("Go to my settings");
    expect(container.querySelector('a[href="/cms-hub/dashboard"]')?.textContent).toBe("Dashboard");
    const logout = container.querySelector('a[href="/logout"]');
    expect(logout?.textContent).toBe("Log out");
    // A plain anchor: the router must not try to render /logout as one of its pages.
    expect(logout?.hasAttribute("data-status")).toBe(false);
  });

  it("settings: opens the cookie settings and links the webshop account, in German", async () => {
    const showSettings = vi.fn();
    onTestFinished(registerConsentBackend({ accept: () => {}, showSettings }));
    const view = await renderInRouter(<SettingsPage api={api} lang="de" title="Einstellungen" />, {
      path: "/de/user/settings",
      queryClient: seeded({ ...editor, first_name: "", last_name: "", admin_menus: [] }),
    });
    cleanup = view.cleanup;
    const { container } = view;
    expect(pairs(container)[0]).toEqual(["Name", "redaktion"]);
    expect([...container.querySelectorAll("h2")].map((h) => h.textContent)).toEqual([
      "Konto",
      "Passwort",
      "Datenschutz",
      "Webshop",
    ]);
    const button = [...container.querySelectorAll("button")].find((b) => b.textContent === "Cookie-Einstellungen");
    await act(async () => button?.click());
    expect(showSettings).toHaveBeenCalledOnce();
    expect(container.querySelector('a[href="/webshop"]')?.textContent).toBe("Zu meinem Webshop-Konto");
  });

  it("settings: changes the password through the call, after the new one was typed twice alike", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ detail: "Password changed." }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const view = await renderInRouter(<SettingsPage api={api} lang="en" title="Settings" />, {
      path: "/en/user/settings",
      queryClient: seeded(editor),
    });
    cleanup = () => {
      view.cleanup();
      vi.unstubAllGlobals();
    };
    const { container } = view;
    const form = container.querySelector<HTMLFormElement>("form.password-change");
    const field = (name: string) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const fill = (values: Record<string, string>) => {
      for (const [name, value] of Object.entries(values)) {
        const input = field(name);
        if (input) input.value = value;
      }
    };
    const status = () => form?.querySelector('[role="status"]')?.textContent;
    expect(field("new_password")?.minLength).toBe(12);

    fill({ old_password: "altes Passwort", new_password: "neues Passwort 1", new_password_repeat: "neues Passwort 2" });
    await act(async () => form?.requestSubmit());
    expect(status()).toBe("The new passwords do not match.");
    expect(fetch).not.toHaveBeenCalled();

    fill({ new_password_repeat: "neues Passwort 1" });
    await act(async () => form?.requestSubmit());
    expect(fetch).toHaveBeenCalledOnce();
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/en/pageeditor-api/user/password/");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ old_password: "altes Passwort", new_password: "neues Passwort 1" });
    expect(status()).toBe("Your password has been changed. You have been signed out everywhere else.");
    expect(field("old_password")?.value).toBe("");
  });
});
