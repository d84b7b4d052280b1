import type { EditableModule } from "../../schemas/pages";

/**
 * The accessibility check of a section while it is edited: images the page shows without alt
 * text, headings that skip a level, and link texts that do not say where they lead. Each rule
 * reads the stored fields the way the module's view renders them (src/modules/<type>/view.tsx),
 * so a problem here is one a visitor meets on the page (ADR 0023 has the rules per model).
 */

export type ProblemKind = "missing-alt" | "skipped-heading" | "vague-link";

export interface SectionProblem {
  kind: ProblemKind;
  /** The module to open to fix it. */
  moduleId: number;
  message: { de: string; en: string };
}

/** The page title is the page's h1: the first heading of the content follows it. */
export const PAGE_TITLE_LEVEL = 1;

/** Link texts that only make sense next to what they stand beside (WCAG 2.4.4, 2.4.9). */
const VAGUE_LINK_TEXTS = new Set([
  "hier klicken",
  "hier",
  "mehr",
  "weiterlesen",
  "click here",
  "here",
  "more",
  "read more",
  "link",
]);

/** The module and what lies in it, in the order the page renders them (columns left to right). */
function inPageOrder(module: EditableModule): EditableModule[] {
  const out: EditableModule[] = [];
  const visit = (node: EditableModule) => {
    out.push(node);
    const columns = [...(node.columns ?? [])].sort((a, b) => a.index - b.index);
    for (const column of columns) column.children.forEach(visit);
    node.children.forEach(visit);
  };
  visit(module);
  return out;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Markup's text: tags dropped, the entities the sanitiser writes read back. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number.parseInt(decimal, 10)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .trim();
}

/** Whether a link text says nothing on its own: compared without case, punctuation or extra spaces. */
export function isVagueLinkText(linkText: string): boolean {
  const words = linkText
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return VAGUE_LINK_TEXTS.has(words);
}

/** HTML fields of each model that render as markup with links (rich text, or raw HTML). */
const HTML_FIELDS: Readonly<Record<string, readonly string[]>> = {
  text: ["content"],
  faq_item: ["content"],
  two_columns: ["text"],
  video_item: ["content"],
  html: ["html_code"],
};

function htmlOf(module: EditableModule): string {
  return (HTML_FIELDS[module.model] ?? []).map((field) => text(module[field])).join("\n");
}

/** The texts of the links a module renders, where the text alone names the link. */
function linkTexts(module: EditableModule): string[] {
  const texts = Array.from(htmlOf(module).matchAll(/<a\b[^>]*>([\s\S]*?)<\/a\s*>/gi), (match) =>
    plainText(match[1] ?? ""),
  );
  if (module.model === "link" && (text(module.link_url) || text(module.link))) texts.push(text(module.link_text));
  if (module.model === "hero_media" && (text(module.button_link_url) || text(module.button_link))) {
    texts.push(text(module.button_text));
  }
  // A teaser's button also names its headline to screen readers (common/Teaser.tsx), so 'mehr' there is not vague.
  return texts.filter((linkText) => linkText !== "");
}

/**
 * The heading levels a module renders, in order: a headline's chosen level, the fixed levels of
 * the views that render a heading of their own, and headings in raw HTML.
 */
function headingLevelsOf(module: EditableModule): number[] {
  switch (module.model) {
    case "headline":
      return [typeof module.headline_level === "number" ? module.headline_level : 2];
    case "full_teaser":
    case "hero_media":
      return text(module.headline) ? [2] : [];
    case "teaser_item":
      return text(module.headline) ? [3] : [];
    case "video_item":
      return text(module.title) ? [3] : [];
    case "html":
      return Array.from(text(module.html_code).matchAll(/<h([1-6])\b/gi), (match) => Number(match[1]));
    default:
      return [];
  }
}

/** For each top-level module of the page, the level of the last heading the page shows before it. */
export function pageHeadingLevels(modules: readonly EditableModule[]): Map<number, number> {
  const before = new Map<number, number>();
  let level = PAGE_TITLE_LEVEL;
  for (const section of modules) {
    before.set(section.id, level);
    for (const module of inPageOrder(section)) {
      const levels = headingLevelsOf(module);
      level = levels[levels.length - 1] ?? level;
    }
  }
  return before;
}

/**
 * Why a module shows an image without alt text, or null. Images of the media library always have
 * one: it is required on upload, and the page shows it unless the module's own caption or
 * headline describes the picture (workers/views/module-references.ts). Raw HTML is where an
 * image can come without.
 */
function missingAlt(module: EditableModule): { de: string; en: string } | null {
  if (module.model !== "html") return null;
  const images = text(module.html_code).match(/<img\b[^>]*>/gi) ?? [];
  return images.some((tag) => !/\salt\s*=/i.test(tag))
    ? {
        de: 'Ein Bild im HTML hat kein alt-Attribut (alt="" nur bei reinem Schmuck).',
        en: 'An image in the HTML has no alt attribute (alt="" only for pure decoration).',
      }
    : null;
}

/**
 * The problems of one section (a top-level module with all it holds), in page order.
 * `previousLevel` is the level of the heading before the section (pageHeadingLevels).
 */
export function sectionProblems(section: EditableModule, context: { previousLevel: number }): SectionProblem[] {
  const problems: SectionProblem[] = [];
  let previous = context.previousLevel;
  for (const module of inPageOrder(section)) {
    const alt = missingAlt(module);
    if (alt) problems.push({ kind: "missing-alt", moduleId: module.id, message: alt });
    for (const level of headingLevelsOf(module)) {
      if (level > previous + 1) {
        problems.push({
          kind: "skipped-heading",
          moduleId: module.id,
          message: {
            de: `Überschrift der Ebene ${level} folgt auf Ebene ${previous}: Ebene ${previous + 1} wird übersprungen.`,
            en: `A level ${level} heading follows level ${previous}: level ${previous + 1} is skipped.`,
          },
        });
      }
      previous = level;
    }
    for (const linkText of linkTexts(module)) {
      if (!isVagueLinkText(linkText)) continue;
      problems.push({
        kind: "vague-link",
        moduleId: module.id,
        message: {
          de: `Der Linktext „${linkText}“ sagt nicht, wohin der Link führt.`,
          en: `The link text “${linkText}” does not say where the link leads.`,
        },
      });
    }
  }
  return problems;
}
