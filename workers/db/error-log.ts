import type { Lang } from "../../src/lib/languages";
import { normaliseRedirectPath } from "./redirects";

export interface ErrorLogEntry {
  url: string;
  status: number;
  message: string | null;
  lang: Lang | null;
  /** The page that led to the error, when the client knows it. */
  referrer?: string | null;
  createdAt: string;
}

/**
 * One row of the dashboard's error log (SPEC §1, §8), with its path in the form the redirect
 * list stores (migration 0015): the dashboard groups by it and finds the redirect made for it.
 */
export async function insertErrorLog(db: D1Database, entry: ErrorLogEntry): Promise<void> {
  await db
    .prepare(
      "INSERT INTO error_log (url, path, status, message, lang, referrer, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )
    .bind(
      entry.url,
      normaliseRedirectPath(entry.url),
      entry.status,
      entry.message,
      entry.lang,
      entry.referrer ?? null,
      entry.createdAt,
    )
    .run();
}
