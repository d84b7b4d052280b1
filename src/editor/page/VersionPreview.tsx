import { useEffect, useId, useState } from "react";
import type { Lang } from "../../lib/languages";
import type { VersionEntry } from "../../schemas/editing";
import type { EditablePage } from "../../schemas/pages";
import { useEditor, useTexts } from "../context";
import { Dialog } from "../ui/Dialog";
import { RestoreConfirm } from "./RestoreConfirm";
import { findVersion, restoreVersion, versionTime } from "./versions";
import "./page.css";

const texts = {
  de: {
    heading: (id: number, when: string) => (when ? `Vorschau: Version ${id} vom ${when}` : `Vorschau: Version ${id}`),
    unknown: "Diese Version gibt es bei dieser Seite nicht.",
    intro: "So sah die Seite in dieser Version aus. Besucher sehen weiter die aktuelle Seite.",
    restore: "Diese Version wiederherstellen",
    confirmTitle: "Diese Version wiederherstellen?",
    back: "Zurück zur aktuellen Seite",
  },
  en: {
    heading: (id: number, when: string) => (when ? `Preview: version ${id} of ${when}` : `Preview: version ${id}`),
    unknown: "This page has no such version.",
    intro: "This is how the page looked in this version. Visitors still see the current page.",
    restore: "Restore this version",
    confirmTitle: "Restore this version?",
    back: "Back to the current page",
  },
};

/**
 * The bar over a version the editor previews (`?version_id=`, ADR 0024): which version, from
 * when, and the way back or to restoring it as a new save once the editor confirmed what it replaces.
 */
export function VersionPreview({
  lang,
  path,
  versionId,
  onBack,
  onRestored,
}: {
  lang: Lang;
  path: string;
  versionId: number;
  onBack: () => void;
  onRestored: (page: EditablePage) => Promise<void>;
}) {
  const { alert } = useEditor();
  const text = useTexts(texts);
  const headingId = useId();
  const [found, setFound] = useState<{ entry: VersionEntry; newer: number } | null | undefined>(undefined);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    let live = true;
    setFound(undefined);
    void findVersion(lang, path, versionId).then((version) => {
      if (live) setFound(version);
    });
    return () => {
      live = false;
    };
  }, [lang, path, versionId]);

  const restore = async () => {
    const answer = await restoreVersion(lang, path, versionId);
    setAsking(false);
    if (answer.ok) await onRestored(answer.body);
    else alert("error", answer.body?.detail);
  };

  return (
    <section className="editor-toolbar" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-preview__title">
        {text.heading(versionId, found ? versionTime(lang, found.entry.created_at) : "")}
      </h2>
      <p className="editor-preview__intro">{found === null ? text.unknown : text.intro}</p>
      <button
        type="button"
        className="editor-button editor-button--primary"
        onClick={() => setAsking(true)}
        disabled={!found}
      >
        {text.restore}
      </button>
      <button type="button" className="editor-button" onClick={onBack}>
        {text.back}
      </button>
      {found && (
        <Dialog open={asking} title={text.confirmTitle} onClose={() => setAsking(false)}>
          {asking && (
            <RestoreConfirm
              entry={found.entry}
              newer={found.newer}
              onRestore={restore}
              onCancel={() => setAsking(false)}
            />
          )}
        </Dialog>
      )}
    </section>
  );
}
