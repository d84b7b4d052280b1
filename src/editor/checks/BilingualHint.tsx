import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { Lang } from "../../lib/languages";
import type { EditablePage } from "../../schemas/pages";
import { editorPaths, editorRequest } from "../api";
import { useEditor, useTexts } from "../context";
import { compareLanguages, type SectionSummary } from "./bilingual";
import "./checks.css";

interface Texts {
  differ: string;
  same: string;
  unread: string;
  only: Record<Lang, string>;
  changed: string;
  copyTo: Record<Lang, string>;
  copied: Record<Lang, string>;
  failed: string;
  section(summary: SectionSummary): string;
  modules(counts: Record<Lang, number>): string;
}

const TEXTS: { de: Texts; en: Texts } = {
  de: {
    differ: "Die englische Seite hat andere Abschnitte",
    same: "Die englische Seite hat dieselben Abschnitte.",
    unread: "Die englische Seite konnte nicht gelesen werden.",
    only: { de: "Nur auf der deutschen Seite", en: "Nur auf der englischen Seite" },
    changed: "Auf beiden Seiten, mit anderen Modulen",
    copyTo: { de: "Auf die deutsche Seite kopieren", en: "Auf die englische Seite kopieren" },
    copied: {
      de: "Abschnitt ans Ende der deutschen Seite kopiert.",
      en: "Abschnitt ans Ende der englischen Seite kopiert.",
    },
    failed: "Der Abschnitt konnte nicht kopiert werden.",
    section: (s) =>
      [`Abschnitt ${s.index + 1}`, s.title && `„${s.title}“`, s.slug && `#${s.slug}`].filter(Boolean).join(" "),
    modules: (n) => `Deutsch ${n.de} ${n.de === 1 ? "Modul" : "Module"}, Englisch ${n.en}`,
  },
  en: {
    differ: "The German page has different sections",
    same: "The German page has the same sections.",
    unread: "The German page could not be read.",
    only: { de: "Only on the German page", en: "Only on the English page" },
    changed: "On both pages, with other modules",
    copyTo: { de: "Copy to German", en: "Copy to English" },
    copied: {
      de: "Section copied to the end of the German page.",
      en: "Section copied to the end of the English page.",
    },
    failed: "The section could not be copied.",
    section: (s) =>
      [`Section ${s.index + 1}`, s.title && `“${s.title}”`, s.slug && `#${s.slug}`].filter(Boolean).join(" "),
    modules: (n) => `English ${n.en} ${n.en === 1 ? "module" : "modules"}, German ${n.de}`,
  },
};

const otherThan = (lang: Lang): Lang => (lang === "de" ? "en" : "de");

/** The page's path below its language ('/en/visit' → 'visit', '/en' → ''), as the editor's paths take it. */
const pathBelow = (url: string, lang: Lang) => url.replace(new RegExp(`^/${lang}(?=/|$)`), "");

/**
 * Shows how the page's sections differ from the other language's copy of the page, and copies a
 * section across (to the end of the other page). `page` is the editable read of this language.
 */
export function BilingualHint({ page }: { page: EditablePage }) {
  const { lang, alert, refresh } = useEditor();
  const t = useTexts(TEXTS);
  const other = otherThan(lang);
  const otherPath = pathBelow(page.urls[other], other);
  const [otherPage, setOtherPage] = useState<EditablePage | "unread" | null>(null);
  const [reads, setReads] = useState(0);
  const [copying, setCopying] = useState<number | null>(null);
  const titleRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` asks again after a copy changed the other page
  useEffect(() => {
    let current = true;
    editorRequest<EditablePage>("GET", editorPaths(other).editablePage(otherPath)).then((answer) => {
      if (current) setOtherPage(answer.ok ? answer.body : "unread");
    });
    return () => {
      current = false;
    };
  }, [other, otherPath, reads]);

  const comparison = useMemo(() => {
    if (otherPage === null || otherPage === "unread") return null;
    return lang === "de" ? compareLanguages(page, otherPage) : compareLanguages(otherPage, page);
  }, [lang, page, otherPage]);

  if (otherPage === null) return null;
  if (!comparison) return <p className="editor-bilingual editor-bilingual__note">{t.unread}</p>;

  const copy = async (section: SectionSummary, from: Lang) => {
    // Not disabled while one copy runs: a disabled button would drop the keyboard focus.
    if (copying !== null) return;
    const to = otherThan(from);
    setCopying(section.id);
    const answer = await editorRequest(
      "POST",
      editorPaths(from).moduleAction(section.model, section.id, "copy"),
      { lang: to },
      lang,
    );
    setCopying(null);
    if (!answer.ok) {
      alert("error", answer.body?.detail ?? t.failed);
      return;
    }
    alert("save", t.copied[to]);
    setReads((n) => n + 1);
    await refresh();
    // The copied section's entry goes once the pages match: the hint's title keeps the focus.
    titleRef.current?.focus();
  };

  const copyButton = (section: SectionSummary, from: Lang) => (
    <button
      type="button"
      className="editor-checks__button"
      aria-busy={copying === section.id || undefined}
      onClick={() => copy(section, from)}
    >
      {t.copyTo[otherThan(from)]}
      <span className="visually-hidden">{`: ${t.section(section)}`}</span>
    </button>
  );

  const rows = [
    ...comparison.only[lang].map((section) => ({ section, from: lang, note: t.only[lang] })),
    ...comparison.only[other].map((section) => ({ section, from: other, note: t.only[other] })),
  ];
  const differs = rows.length > 0 || comparison.changed.length > 0;

  return (
    <section className="editor-bilingual" aria-labelledby={titleId}>
      <p className="editor-bilingual__title" id={titleId} ref={titleRef} tabIndex={-1}>
        {differs ? t.differ : t.same}
      </p>
      {differs && (
        <ul className="editor-bilingual__list">
          {rows.map(({ section, from, note }) => (
            <li key={`${from}:${section.id}`} className="editor-bilingual__section">
              <span className="editor-bilingual__name">{t.section(section)}</span>
              <span className="editor-bilingual__note">{note}</span>
              {copyButton(section, from)}
            </li>
          ))}
          {comparison.changed.map((pair) => (
            <li key={`changed:${pair.de.id}`} className="editor-bilingual__section">
              <span className="editor-bilingual__name">{t.section(pair[lang])}</span>
              <span className="editor-bilingual__note">
                {`${t.changed}: ${t.modules({ de: pair.de.contents.length, en: pair.en.contents.length })}`}
              </span>
              {copyButton(pair[lang], lang)}
              {copyButton(pair[other], other)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
