import { useId, useMemo } from "react";
import type { EditableModule } from "../../schemas/pages";
import { useEditor, useTexts } from "../context";
import { type ProblemKind, sectionProblems } from "./section-checks";
import "./checks.css";

interface Texts {
  title: string;
  none: string;
  count(n: number): string;
  kinds: Record<ProblemKind, string>;
  edit: string;
}

const TEXTS: { de: Texts; en: Texts } = {
  de: {
    title: "Barrierefreiheit dieses Abschnitts",
    none: "Keine Probleme gefunden.",
    count: (n: number) => (n === 1 ? "1 Problem gefunden:" : `${n} Probleme gefunden:`),
    kinds: { "missing-alt": "Alternativtext", "skipped-heading": "Überschrift", "vague-link": "Linktext" },
    edit: "Modul bearbeiten",
  },
  en: {
    title: "Accessibility of this section",
    none: "No problems found.",
    count: (n: number) => (n === 1 ? "1 problem found:" : `${n} problems found:`),
    kinds: { "missing-alt": "Alt text", "skipped-heading": "Heading", "vague-link": "Link text" },
    edit: "Edit module",
  },
};

/**
 * The accessibility problems of one section, each with a button that opens the module to fix.
 * The count is a polite status, so a save that fixes or causes a problem is announced.
 */
export function SectionChecks({
  section,
  previousLevel,
  onEdit,
}: {
  section: EditableModule;
  /** The level of the heading the page shows before the section (pageHeadingLevels). */
  previousLevel: number;
  onEdit: (moduleId: number) => void;
}) {
  const { lang } = useEditor();
  const t = useTexts(TEXTS);
  const id = useId();
  const problems = useMemo(() => {
    const seen = new Map<string, number>();
    return sectionProblems(section, { previousLevel }).map((problem) => {
      // One module may have the same problem twice (two links reading 'mehr').
      const base = `${problem.kind}:${problem.moduleId}:${problem.message.en}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      return { ...problem, key: `${base}:${n}` };
    });
  }, [section, previousLevel]);

  return (
    <div className="editor-checks">
      <p className="editor-checks__title">{t.title}</p>
      <p className="editor-checks__summary" role="status">
        {problems.length === 0 ? t.none : t.count(problems.length)}
      </p>
      {problems.length > 0 && (
        <ul className="editor-checks__list">
          {problems.map((problem, index) => (
            <li key={problem.key} className={`editor-checks__problem editor-checks__problem--${problem.kind}`}>
              <span className="editor-checks__kind">{t.kinds[problem.kind]}</span>
              <span className="editor-checks__message" id={`${id}-${index}`}>
                {problem.message[lang]}
              </span>
              <button
                type="button"
                className="editor-checks__button"
                aria-describedby={`${id}-${index}`}
                onClick={() => onEdit(problem.moduleId)}
              >
                {t.edit}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
