import type { Lang } from "../../src/lib/languages";

export interface ErrorLogEntry {
  url: string;
  status: number;
  message: string | null;
  lang: Lang | null;
  createdAt: string;
}

/** One row of the dashboard's error log (SPEC §1, §8). */
export async function insertErrorLog(db: D1Database, entry: ErrorLogEntry): Promise<void> {
  await db
    .prepare("INSERT INTO error_log (url, status, message, lang, created_at) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(entry.url, entry.status, entry.message, entry.lang, entry.createdAt)
    .run();
}
