import { type MouseEvent, useEffect, useState } from "react";
import type { Lang } from "../lib/languages";
import type { VersionEntry } from "../schemas/editing";
import type { EditablePage } from "../schemas/pages";
import { useEditor, useTexts } from "./context";
import { restoreVersion, versionsPage, versionTime } from "./page/versions";
import { Dialog } from "./ui/Dialog";

/** The page's address showing version `id` (ADR 0024: only a signed-in editor gets the version there). */
function versionPreviewUrl(pageUrl: string, id: number): string {
  return `${pageUrl}?version_id=${id}`;
}

/** A plain click: one with a modifier opens the link where the browser would (a new tab). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * SPEC §7 versions: who saved what when, newest first; a version opens as the page it was
 * (`?version_id=`) and restores as a new save.
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
      preview: "Ansehen",
      restore: "Wiederherstellen",
      empty: "Noch keine Versionen.",
      by: "von",
    },
    en: { title: "Versions", preview: "View", restore: "Restore", empty: "No versions yet.", by: "by" },
  });
  const [versions, setVersions] = useState<VersionEntry[] | null>(null);

  useEffect(() => {
    void versionsPage(lang, path).then((page) => setVersions(page?.results ?? []));
  }, [lang, path]);

  return (
    <Dialog open title={text.title} onClose={onClose} wide>
      {versions === null ? (
        <p aria-busy="true">…</p>
      ) : versions.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ol className="editor-versions">
          {versions.map((version) => {
            const href = versionPreviewUrl(pageUrl, version.id);
            return (
              <li key={version.id}>
                <span>
                  {versionTime(lang, version.created_at)} · {version.action}
                  {version.user ? ` · ${text.by} ${version.user.name}` : ""}
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
                  onClick={async () => {
                    const answer = await restoreVersion(lang, path, version.id);
                    if (!answer.ok) {
                      alert("error", answer.body?.detail);
                      return;
                    }
                    onClose();
                    await onRestored(answer.body);
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
