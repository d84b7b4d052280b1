import * as v from "valibot";
import type { Lang } from "../../lib/languages";
import { type Paged, PositiveIntParam } from "../../schemas/common";
import type { VersionEntry } from "../../schemas/editing";
import type { EditablePage } from "../../schemas/pages";
import { editorPaths, editorRequest } from "../api";
import { moduleName } from "../toolbar/modules";

/** When a version was saved, in Berlin time (SPEC §9) and the editor's language. */
export function versionTime(lang: Lang, createdAt: string): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(createdAt));
}

/** The moment a version was saved in words, for a sentence (Berlin time): "2. Dezember 2026 um 14:05". */
export function versionMoment(lang: Lang, createdAt: string): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(createdAt));
}

const VERBS: Record<Lang, Record<string, string>> = {
  de: {
    create: "hinzugefügt",
    update: "geändert",
    delete: "gelöscht",
    move: "verschoben",
    copy: "kopiert",
    undo: "auf den Stand davor zurückgesetzt",
  },
  en: {
    create: "added",
    update: "changed",
    delete: "deleted",
    move: "moved",
    copy: "copied",
    undo: "set back to its state before",
  },
};

const quoted = (lang: Lang, words: string) => (lang === "de" ? `„${words}“` : `“${words}”`);

/**
 * What a version's save did, in words of the editor's language: "Text „Das ehemalige …“
 * geändert", "Sektion #programm gelöscht", "Seiteneinstellungen geändert". An action this
 * list does not know shows as stored.
 */
export function versionWhat(lang: Lang, entry: Pick<VersionEntry, "action" | "object_id" | "subject">): string {
  const [what = "", verb = ""] = entry.action.split(".");
  if (entry.action === "page.update") return lang === "de" ? "Seiteneinstellungen geändert" : "Page settings changed";
  if (entry.action === "page.create") return lang === "de" ? "Seite angelegt" : "Page created";
  if (entry.action === "version.restore") {
    const version = entry.object_id === null ? "" : ` ${entry.object_id}`;
    return lang === "de" ? `Version${version} wiederhergestellt` : `Version${version} restored`;
  }
  const done = VERBS[lang][verb];
  if (!done) return entry.action;
  const subject = entry.subject;
  const name = moduleName(subject?.model ?? what, lang);
  const detail = subject?.slug ? `#${subject.slug}` : subject?.words ? quoted(lang, subject.words) : "";
  return lang === "de"
    ? [name, detail, done].filter(Boolean).join(" ")
    : `${[name, detail].filter(Boolean).join(" ")} ${done}`;
}

/** One page of the page's versions, newest first; null when the call failed. */
export async function versionsPage(lang: Lang, path: string, page = 1): Promise<Paged<VersionEntry> | null> {
  const answer = await editorRequest<Paged<VersionEntry>>(
    "GET",
    `${editorPaths(lang).versions(path)}${page > 1 ? `?page=${page}` : ""}`,
  );
  return answer.ok ? answer.body : null;
}

/**
 * The entry of version `id` of the page, paging through the list, with how many saves came after
 * it (in this language); null when the page has none such.
 */
export async function findVersion(
  lang: Lang,
  path: string,
  id: number,
): Promise<{ entry: VersionEntry; newer: number } | null> {
  let newer = 0;
  for (let page = 1; ; page += 1) {
    const versions = await versionsPage(lang, path, page);
    const index = versions?.results.findIndex((entry) => entry.id === id) ?? -1;
    const found = versions?.results[index];
    if (found) return { entry: found, newer: newer + index };
    newer += versions?.results.length ?? 0;
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
