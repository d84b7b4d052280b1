import { useEffect, useMemo, useState } from "react";
import type { Lang } from "../lib/languages";
import type { Paged } from "../schemas/common";
import { editorPaths, editorRequest } from "./api";
import { useEditor, useTexts } from "./context";
import { Dialog } from "./ui/Dialog";

interface VersionEntry {
  id: number;
  created_at: string;
  action: string;
  object_id: number | null;
  user: { id: number; name: string } | null;
}

/**
 * SPEC §7 versions: who saved what when, newest first; a version opens as the page it was
 * (`?version_id=`, in a new tab) and restores as a new save.
 */
export function VersionsDialog({
  lang,
  path,
  onRestored,
  onClose,
}: {
  lang: Lang;
  path: string;
  onRestored: () => Promise<void>;
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
  const paths = useMemo(() => editorPaths(lang), [lang]);
  const when = new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  });

  useEffect(() => {
    void editorRequest<Paged<VersionEntry>>("GET", paths.versions(path)).then((answer) => {
      setVersions(answer.ok ? answer.body.results : []);
    });
  }, [paths.versions, path]);

  return (
    <Dialog open title={text.title} onClose={onClose} wide>
      {versions === null ? (
        <p aria-busy="true">…</p>
      ) : versions.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ol className="editor-versions">
          {versions.map((version) => (
            <li key={version.id}>
              <span>
                {when.format(new Date(version.created_at))} · {version.action}
                {version.user ? ` · ${text.by} ${version.user.name}` : ""}
              </span>
              <a
                className="editor-button"
                href={`/${lang}/${path.replace(/^\/+/, "")}?version_id=${version.id}`}
                target="_blank"
                rel="noopener"
              >
                {text.preview}
              </a>
              <button
                type="button"
                className="editor-button"
                onClick={async () => {
                  const answer = await editorRequest("POST", paths.restoreVersion(path, version.id), {});
                  if (!answer.ok) {
                    alert("error", answer.body?.detail);
                    return;
                  }
                  onClose();
                  await onRestored();
                }}
              >
                {text.restore}
              </button>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
