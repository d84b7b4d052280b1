import { Hono } from "hono";
import { ErrorLogBody } from "../../src/schemas/error-log";
import { requireCsrf } from "../auth/csrf";
import { insertErrorLog } from "../db/error-log";
import { isoSeconds } from "../db/shared";
import type { AppEnv } from "../env";
import { bodyLimitKiB, slashOptional } from "./http";
import { rateLimit } from "./rate-limit";
import { parseJsonBody } from "./validate";

export const errorLogApi = new Hono<AppEnv>();

/**
 * POST /{lang}/api/dashboard-error-log/ (SPEC §7, §8): `{ url, status?, message?, referrer? }`
 * from the 404 page and the error page. The referrer comes in the body: the call's own Referer
 * header names the error page itself, not the page that led there. Stores one error_log row;
 * answers 201 `{ status: "ok" }`, 413 for a body above 64 KiB.
 */
errorLogApi.on(
  "POST",
  slashOptional("/:lang{de|en}/api/dashboard-error-log/"),
  requireCsrf("json"),
  rateLimit("error-log", { limit: 30, windowSeconds: 600 }),
  // A URL of 2000 and a message of 500 characters stay below 16 KB even written as \u escapes;
  // the limit leaves room for what a browser adds without reading a body of any size.
  bodyLimitKiB(64),
  async (c) => {
    const parsed = await parseJsonBody(c, ErrorLogBody);
    if (!parsed.ok) return parsed.response;
    const { url, status, message, referrer } = parsed.value;
    await insertErrorLog(c.env.DB, {
      url,
      status,
      message: message ?? null,
      lang: c.get("lang"),
      referrer: referrer || null,
      createdAt: isoSeconds(new Date()),
    });
    return c.json({ status: "ok" }, 201);
  },
);
