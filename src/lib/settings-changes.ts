/** One field a save changed, with its values before and after (null: not set). */
export interface SettingsFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * What a settings save changed, field by field, for the hub's version lists (issue 25: before
 * and after in words a person reads): nested objects become dotted fields (`errors.503`),
 * lists and plain values are compared whole. A created item (before null) lists every field it
 * has, a deleted one (after null) every field it had.
 */
export function fieldChanges(before: unknown, after: unknown): SettingsFieldChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields
    .filter((field) => JSON.stringify(old.get(field) ?? null) !== JSON.stringify(now.get(field) ?? null))
    .map((field) => ({ field, before: old.get(field) ?? null, after: now.get(field) ?? null }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function flatten(value: unknown, prefix = "", into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isRecord(value)) {
    if (prefix !== "") into.set(prefix, value);
    return into;
  }
  for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}
