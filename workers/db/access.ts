import * as v from "valibot";
import { Access } from "../../src/schemas/access";

/**
 * The stored `access` JSON as the payloads carry it; null when unset or unreadable (a row written
 * by hand is shown without accessibility rather than failing the page).
 */
export function accessOf(column: string | null): Access | null {
  if (column === null) return null;
  try {
    const parsed = v.safeParse(Access, JSON.parse(column));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
