import { deleteTempFiles, staleTempFileKeys } from "../db/form-entries";
import { pruneRateLimits } from "../db/rate-limits";
import { isoSeconds } from "../db/shared";

const DAY_MS = 86_400_000;
/** Per run, so one cron invocation stays well inside its limits; the next run takes the rest. */
const BATCH = 200;

/**
 * Deletes uploads no form entry claimed within a day (R2 object first, then the row, so a failure
 * leaves a row to retry, never an orphaned object) and rate-limit windows older than a day.
 */
export async function purgeStaleUploads(env: Env, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - DAY_MS);
  const keys = await staleTempFileKeys(env.DB, isoSeconds(before), BATCH);
  if (keys.length > 0) {
    await env.MEDIA.delete(keys);
    await deleteTempFiles(env.DB, keys);
  }
  await pruneRateLimits(env.DB, before);
}
