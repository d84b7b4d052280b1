import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { cacheKeys } from "../../workers/cache/keys";
import { editorCall, ORIGIN } from "./api-helpers";
import { uniqueToken } from "./fixtures";
import { type HubRights, hubAccount } from "./hub-helpers";

/** The CMS hub's frame (issue 25): who gets its pages and its account call, and how they are served. */

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

type Account = "editor" | "dashboard" | "admin" | "deactivated";

const RIGHTS: Record<Account, HubRights> = {
  editor: {},
  dashboard: { dashboard: true },
  admin: { admin: true },
  deactivated: { active: false },
};

async function accountCookie(kind: Account): Promise<string> {
  return (await hubAccount(RIGHTS[kind], { first_name: "Lea", last_name: "Wolff" })).cookie;
}

async function setSiteOnline(online: boolean) {
  await env.DB.prepare("UPDATE site_settings SET is_site_online = ?1 WHERE id = 1")
    .bind(online ? 1 : 0)
    .run();
  await env.CACHE.delete(cacheKeys.settings());
}

beforeEach(() => setSiteOnline(true));

describe("the hub's account call", () => {
  it("answers the signed-in account with its rights, privately, and 401 for anyone else", async () => {
    const editor = await get("/api/cms-hub/me/", await accountCookie("editor"));
    expect(editor.status).toBe(200);
    expect(editor.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await editor.json()).toMatchObject({
      is_admin: false,
      has_dashboard_online_access: false,
      first_name: "Lea",
    });
    const admin = await get("/api/cms-hub/me/", await accountCookie("admin"));
    expect(await admin.json()).toMatchObject({ is_admin: true });

    for (const cookie of [undefined, await accountCookie("deactivated")]) {
      const refused = await get("/api/cms-hub/me/", cookie);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: "not_authenticated" });
    }
  });

  it("answers a path the hub's API does not have with a JSON 404", async () => {
    const response = await get("/api/cms-hub/nothing-here/", await accountCookie("admin"));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "not_found" });
  });
});

describe("the hub's pages", () => {
  it("send a visitor to sign in and back, in the language the hub was last used in", async () => {
    const response = await get("/cms-hub/settings/site?tab=flags");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/de/login?next=${encodeURIComponent("/cms-hub/settings/site?tab=flags")}`,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");

    const english = await SELF.fetch(`${ORIGIN}/cms-hub`, { redirect: "manual", headers: { Cookie: "hub_lang=en" } });
    expect(english.headers.get("Location")).toBe("/en/login?next=%2Fcms-hub");
  });

  it("open for every editor, never cached or indexed", async () => {
    const response = await get("/cms-hub", await accountCookie("editor"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await response.text();
    expect(html).toContain("Willkommen, Lea.");
    // A plain editor is offered neither the dashboard nor the admin areas.
    expect(html).not.toContain('href="/cms-hub/accounts"');
    expect(html).not.toContain('href="/cms-hub/dashboard"');
  });

  it("answer 403 with the reason for a page the account has no right to", async () => {
    const editor = await accountCookie("editor");
    const dashboard = await accountCookie("dashboard");
    for (const [path, cookie] of [
      ["/cms-hub/settings", editor],
      ["/cms-hub/dashboard", editor],
      ["/cms-hub/settings/site", dashboard],
    ] as const) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(403);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      const html = await response.text();
      expect(html, path).toContain("Kein Zugriff");
    }
    const allowed = await get("/cms-hub/dashboard", dashboard);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).not.toContain("Kein Zugriff");
  });

  it("are left out of robots.txt's allowed paths", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /cms-hub\n");
  });
});

describe("while the site is offline", () => {
  it("keeps the hub, its API and signing in reachable, and only those", async () => {
    const admin = await accountCookie("admin");
    await setSiteOnline(false);
    expect((await get("/de", admin)).status).toBe(503);
    expect((await get("/api/events/", admin)).status).toBe(503);
    expect((await get("/cms-hub", admin)).status).toBe(200);
    expect((await get("/api/cms-hub/me/", admin)).status).toBe(200);
    expect((await get("/de/login")).status).toBe(200);
    expect((await get("/en/logout")).status).not.toBe(503);
  });

  it("lets an editor's writes through, such as a redirect made from the error log, and no one else's", async () => {
    const admin = await accountCookie("admin");
    await setSiteOnline(false);
    const oldPath = `/de/${uniqueToken("offline-redirect")}`;
    const body = { old_path: oldPath, new_path: "/de/impressum" };
    const made = await editorCall("POST", "/de/pageeditor-api/redirects/", { headers: { Cookie: admin } }, body);
    expect(made.status).toBe(201);
    const stored = await env.DB.prepare("SELECT new_path FROM redirects WHERE old_path = ?1").bind(oldPath).first();
    expect(stored).toEqual({ new_path: "/de/impressum" });
    await env.DB.prepare("DELETE FROM redirects WHERE old_path = ?1").bind(oldPath).run();

    const visitor = await SELF.fetch(`${ORIGIN}/de/pageeditor-api/redirects/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify(body),
    });
    expect(visitor.status).toBe(503);
    const forged = await editorCall(
      "POST",
      "/de/pageeditor-api/redirects/",
      { headers: { Cookie: "__Host-session=x" } },
      body,
    );
    expect(forged.status).toBe(401);
  });
});
