import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../workers/auth/tokens";
import worker from "../../workers/index";
import { getJson, sessionFor } from "./api-helpers";
import { insertRow, uniqueToken } from "./fixtures";

/** An account of the test's own, active unless told otherwise. */
async function ownUser(): Promise<number> {
  const name = uniqueToken("editor");
  return insertRow("users", {
    email: `${name}@example.org`,
    username: name,
    is_active: 1,
    created_at: new Date().toISOString(),
  });
}

const sessionCount = async (userId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?1").bind(userId).first<{ n: number }>())
    ?.n;

describe("sessions", () => {
  it("stop working at once when their user is deactivated", async () => {
    const userId = await ownUser();
    const { headers } = await sessionFor(userId);
    const before = await getJson<{ logged: boolean; email: string }>("/de/pageeditor-api/user", { headers });
    expect(before.status).toBe(200);
    expect(before.body.logged).toBe(true);

    await env.DB.prepare("UPDATE users SET is_active = 0 WHERE id = ?1").bind(userId).run();
    const after = await getJson("/de/pageeditor-api/user", { headers });
    expect(after.status).toBe(401);
  });

  it("stop working when they expire, and the cron job deletes them then", async () => {
    const userId = await ownUser();
    const expired = await sessionFor(userId, -1000);
    const live = await sessionFor(userId);
    expect((await getJson("/de/pageeditor-api/user", expired)).status).toBe(401);
    expect(await sessionCount(userId)).toBe(2);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController(), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await sessionCount(userId)).toBe(1);
    const token = live.headers.Cookie?.split("=")[1] ?? "";
    const left = await env.DB.prepare("SELECT token_hash FROM sessions WHERE user_id = ?1").bind(userId).first();
    expect(left?.token_hash).toBe(await sha256Hex(token));
    expect((await getJson("/de/pageeditor-api/user", live)).status).toBe(200);
  });
});
