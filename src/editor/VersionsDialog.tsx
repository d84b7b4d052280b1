import { type MouseEvent, useEffect, useRef, useState } from "react";
import type { Lang } from "../lib/languages";
import type { VersionEntry } from "../schemas/editing";
import type { EditablePage } from "../schemas/pages";
import { useEditor, useTexts } from "./context";
import { RestoreConfirm } from "./page/RestoreConfirm";
import { restoreVersion, versionsPage, versionTime, versionWhat } from "./page/versions";
import { Dialog } from "./ui/Dialog";

/** The page's address showing version `id` (ADR 0024: only a signed-in editor gets the version there). */
function versionPreviewUrl(pageUrl: string, id: number): string {
  return `${pageUrl}?version_id=${id}`;
}

/** A plain click: one with a modifier opens the link where the browser would (a new tab). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * SPEC §7 versions: who changed what when, in words, newest first; a version opens as the page
 * it was (`?version_id=`) and, once the editor confirmed what it replaces, restores as a new save.
 */
export function VersionsDialog({
  lang,
  path,
  pageUrl,
  onPreview,
  onRestored,
  onClose,
}: {
  lang: Lang;
  path: string;
  /** The page's address in this language. */
  pageUrl: string;
  onPreview: (href: string) => void;
  onRestored: (page: EditablePage) => Promise<void>;
  onClose: () => void;
}) {
  const { alert } = useEditor();
  const text = useTexts({
    de: {
      title: "Versionen",
      confirmTitle: (when: string) => `Version vom ${when} wiederherstellen?`,
      preview: "Ansehen",
      restore: "Wiederherstellen",
      empty: "Noch keine Versionen.",
      unknownUser: "Ein gelöschtes Konto",
    },
    en: {
      title: "Versions",
      confirmTitle: (when: string) => `Restore the version of ${when}?`,
      preview: "View",
      restore: "Restore",
      empty: "No versions yet.",
      unknownUser: "A deleted account",
    },
  });
  const [versions, setVersions] = useState<VersionEntry[] | null>(null);
  /** The version the editor asked to restore, with its place in the list (how many came after it). */
  const [asked, setAsked] = useState<{ entry: VersionEntry; newer: number } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const lastAsked = useRef<number | null>(null);

  useEffect(() => {
    void versionsPage(lang, path).then((page) => setVersions(page?.results ?? []));
  }, [lang, path]);

  // Back from the question: focus returns to the button that asked it.
  useEffect(() => {
    if (asked || lastAsked.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-restore="${lastAsked.current}"]`)?.focus();
  }, [asked]);

  const restore = async (entry: VersionEntry) => {
    const answer = await restoreVersion(lang, path, entry.id);
    if (!answer.ok) {
      setAsked(null);
      alert("error", answer.body?.detail);
      return;
    }
    onClose();
    await onRestored(answer.body);
  };

  return (
    <Dialog
      open
      title={asked ? text.confirmTitle(versionTime(lang, asked.entry.created_at)) : text.title}
      onClose={asked ? () => setAsked(null) : onClose}
      wide
    >
      {asked ? (
        <RestoreConfirm
          entry={asked.entry}
          newer={asked.newer}
          onRestore={() => restore(asked.entry)}
          onCancel={() => setAsked(null)}
        />
      ) : versions === null ? (
        <p aria-busy="true">…</p>
      ) : versions.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ol className="editor-versions" ref={list}>
          {versions.map((version, index) => {
            const href = versionPreviewUrl(pageUrl, version.id);
            return (
              <li key={version.id}>
                <time className="editor-versions__when" dateTime={version.created_at}>
                  {versionTime(lang, version.created_at)}
                </time>
                <span className="editor-versions__what">
                  {version.user?.name || text.unknownUser} · {versionWhat(lang, version)}
                </span>
                <a
                  className="editor-button"
                  href={href}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onPreview(href);
                  }}
                >
                  {text.preview}
                </a>
                <button
                  type="button"
                  className="editor-button"
                  data-restore={version.id}
                  onClick={() => {
                    lastAsked.current = version.id;
                    // Newest first, and only the first page is listed: its place is the number after it.
                    setAsked({ entry: version, newer: index });
                  }}
                >
                  {text.restore}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}
