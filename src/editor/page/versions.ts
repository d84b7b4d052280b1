import * as v from "valibot";
import type { Lang } from "../../lib/languages";
import { type Paged, PositiveIntParam } from "../../schemas/common";
import type { VersionEntry } from "../../schemas/editing";
import type { EditablePage } from "../../schemas/pages";
import { editorPaths, editorRequest } from "../api";

/** When a version was saved, in Berlin time (SPEC §9) and the editor's language. */
export function versionTime(lang: Lang, createdAt: string): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(createdAt));
}

/** One page of the page's versions, newest first; null when the call failed. */
export async function versionsPage(lang: Lang, path: string, page = 1): Promise<Paged<VersionEntry> | null> {
  const answer = await editorRequest<Paged<VersionEntry>>(
    "GET",
    `${editorPaths(lang).versions(path)}${page > 1 ? `?page=${page}` : ""}`,
  );
  return answer.ok ? answer.body : null;
}

/** The entry of version `id` of the page, paging through the list; null when the page has none such. */
export async function findVersion(lang: Lang, path: string, id: number): Promise<VersionEntry | null> {
  for (let page = 1; ; page += 1) {
    const versions = await versionsPage(lang, path, page);
    const found = versions?.results.find((entry) => entry.id === id);
    if (found) return found;
    // Newest first: past an older id, or at the end, it is not there.
    if (!versions?.next || versions.results.some((entry) => entry.id < id)) return null;
  }
}

/** Restores version `id` as a new save (POST …/versions/{id}/restore/); answers the page as it now is. */
export function restoreVersion(lang: Lang, path: string, id: number) {
  return editorRequest<EditablePage>("POST", editorPaths(lang).restoreVersion(path, id), {});
}

/** The version an editor previews at this address (`?version_id=`, ADR 0024), or null. */
export function previewedVersion(search: string): number | null {
  const parsed = v.safeParse(PositiveIntParam, new URLSearchParams(search).get("version_id"));
  return parsed.success ? parsed.output : null;
}
