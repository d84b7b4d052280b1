import type { RedirectEntry } from "../../src/schemas/redirects";

/** Every redirect, oldest first, as the editor API and the redirect middleware use them. */
export async function listRedirects(db: D1Database): Promise<RedirectEntry[]> {
  const { results } = await db.prepare("SELECT old_path, new_path FROM redirects ORDER BY id").all<RedirectEntry>();
  return results;
}
