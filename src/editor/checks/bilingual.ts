import type { Lang } from "../../lib/languages";
import type { EditableModule, EditablePage } from "../../schemas/pages";

/**
 * How the German and the English copy of a page differ in their sections (the top-level
 * modules). A section's counterpart is the one with the same anchor slug (a section copied
 * across keeps it), else the one at the same place of the same type.
 */

export interface SectionSummary {
  id: number;
  model: string;
  slug: string | null;
  /** Its place among the page's sections, from 0. */
  index: number;
  /** The first headline text it shows, to name it by; null when it has none. */
  title: string | null;
  /** The types of the modules it holds, in page order. */
  contents: string[];
}

export interface LanguageComparison {
  /** Sections of one language with no counterpart in the other. */
  only: Record<Lang, SectionSummary[]>;
  /** Counterparts that hold other module types, or another number of them. */
  changed: { de: SectionSummary; en: SectionSummary }[];
}

function descendants(module: EditableModule): EditableModule[] {
  const columns = [...(module.columns ?? [])].sort((a, b) => a.index - b.index);
  return [...columns.flatMap((column) => column.children), ...module.children].flatMap((child) => [
    child,
    ...descendants(child),
  ]);
}

const headlineText = (module: EditableModule): string => {
  const value = module.model === "headline" ? module.content : module.headline;
  return typeof value === "string" ? value.trim() : "";
};

function summary(module: EditableModule, index: number): SectionSummary {
  const inside = descendants(module);
  const title = [module, ...inside].map(headlineText).find((value) => value !== "") ?? null;
  return { id: module.id, model: module.model, slug: module.slug, index, title, contents: inside.map((m) => m.model) };
}

const sameContents = (a: SectionSummary, b: SectionSummary) =>
  a.contents.length === b.contents.length && a.contents.every((model, i) => model === b.contents[i]);

export function compareLanguages(de: EditablePage, en: EditablePage): LanguageComparison {
  const german = de.modules.map(summary);
  const english = en.modules.map(summary);
  const pairs: { de: SectionSummary; en: SectionSummary }[] = [];
  const matched = new Set<SectionSummary>();
  const pair = (a: SectionSummary, b: SectionSummary) => {
    pairs.push({ de: a, en: b });
    matched.add(a);
    matched.add(b);
  };
  for (const section of german) {
    const counterpart = section.slug === null ? undefined : english.find((other) => other.slug === section.slug);
    if (counterpart) pair(section, counterpart);
  }
  for (const section of german) {
    if (matched.has(section)) continue;
    const counterpart = english.find(
      (other) => !matched.has(other) && other.index === section.index && other.model === section.model,
    );
    if (counterpart) pair(section, counterpart);
  }
  return {
    only: {
      de: german.filter((section) => !matched.has(section)),
      en: english.filter((section) => !matched.has(section)),
    },
    changed: pairs.filter((p) => !sameContents(p.de, p.en)).sort((a, b) => a.de.index - b.de.index),
  };
}

export function languagesDiffer(comparison: LanguageComparison): boolean {
  return comparison.only.de.length > 0 || comparison.only.en.length > 0 || comparison.changed.length > 0;
}
