import type { Lang } from "../lib/languages";
import { canHold, LIST_CHILDREN, summaryOf } from "../modules/editing";
import { columnPresets } from "../modules/section/schema";
import type { EditableModule } from "../schemas/pages";
import { moduleName } from "./toolbar/modules";

/**
 * The page's module tree as places modules sit in: the top level, each column of a section and
 * each list module's items. Moves, inserts and the structure panel all work on these.
 */
export interface Container {
  /** Stable key: 'top', 'col:<section id>:<index>', 'list:<module id>'. */
  key: string;
  /** The module holding it (null: the page's top level). */
  holder: EditableModule | null;
  parent: number | null;
  column: number | null;
  children: EditableModule[];
}

function columnsOf(section: EditableModule): number {
  return presetOf(section).split("-").length;
}

/** A section's preset name from its stored layout (an index, or a name in older content). */
export function presetOf(section: EditableModule): (typeof columnPresets)[number] {
  const layout = section.layout;
  if (typeof layout === "number") return columnPresets[layout] ?? "100";
  return columnPresets.find((name) => name === layout) ?? "100";
}

/** A section's columns as containers, one per column of its preset, the empty ones too. */
export function sectionColumns(section: EditableModule): Container[] {
  return Array.from({ length: columnsOf(section) }, (_, index) => ({
    key: `col:${section.id}:${index}`,
    holder: section,
    parent: section.id,
    column: index,
    children: section.columns?.find((column) => column.index === index)?.children ?? [],
  }));
}

export function isListModule(model: string): boolean {
  return model in LIST_CHILDREN;
}

/** Every container of the page, in document order (a column's list modules after the column). */
export function containersOf(modules: readonly EditableModule[]): Container[] {
  const out: Container[] = [{ key: "top", holder: null, parent: null, column: null, children: [...modules] }];
  const visit = (module: EditableModule) => {
    if (module.model === "section") {
      for (const column of sectionColumns(module)) {
        out.push(column);
        column.children.forEach(visit);
      }
    } else if (isListModule(module.model)) {
      out.push({
        key: `list:${module.id}`,
        holder: module,
        parent: module.id,
        column: null,
        children: module.children,
      });
      module.children.forEach(visit);
    }
  };
  modules.forEach(visit);
  return out;
}

/** The container a module sits in, with its index there. */
export function locate(
  modules: readonly EditableModule[],
  id: number,
): { container: Container; index: number; module: EditableModule } | null {
  for (const container of containersOf(modules)) {
    const index = container.children.findIndex((child) => child.id === id);
    const module = container.children[index];
    if (module) return { container, index, module };
  }
  return null;
}

/**
 * Containers a new or moved module of `model` may go into: sections at the top, content in a
 * section's columns, items in their list (a new module needs a parent, so content modules are
 * not offered the top level, which the server would take for a move).
 */
export function targetsFor(modules: readonly EditableModule[], model: string, except?: number): Container[] {
  return containersOf(modules).filter(
    (container) =>
      (container.holder === null ? model === "section" : canHold(container.holder.model, model)) &&
      // A module cannot go into itself or below itself.
      (except === undefined || !insideOf(container, except, modules)),
  );
}

function insideOf(container: Container, id: number, modules: readonly EditableModule[]): boolean {
  let holder = container.holder;
  while (holder) {
    if (holder.id === id) return true;
    const parentId = holder.parent;
    holder = parentId === null ? null : (locate(modules, parentId)?.module ?? null);
  }
  return false;
}

/**
 * The `position` to send so that a module lands at `index` among `siblings` (the target
 * container's children without the module itself): the server shifts every sibling at or after
 * the position by one, so one more than the predecessor's position, or 0 at the start.
 */
export function positionAt(siblings: readonly EditableModule[], index: number): number {
  const before = siblings[index - 1];
  return before ? before.position + 1 : 0;
}

const sectionTexts = {
  de: {
    empty: (columns: number) => `Leere Sektion (${columns === 1 ? "1 Spalte" : `${columns} Spalten`})`,
    untitled: (columns: number) => `Sektion (${columns === 1 ? "1 Spalte" : `${columns} Spalten`})`,
  },
  en: {
    empty: (columns: number) => `Empty section (${columns === 1 ? "1 column" : `${columns} columns`})`,
    untitled: (columns: number) => `Section (${columns === 1 ? "1 column" : `${columns} columns`})`,
  },
};

/** The modules inside a section, in reading order (columns in turn, list items after their list). */
function descendantsOf(section: EditableModule): EditableModule[] {
  return sectionColumns(section).flatMap((column) => column.children.flatMap((child) => [child, ...child.children]));
}

/**
 * A section's name as editors know it: by its first heading, else its first words of text (a
 * preset and an anchor say little about what the section holds).
 */
function sectionLabel(section: EditableModule, lang: Lang): string {
  const inside = descendantsOf(section);
  if (inside.length === 0) return sectionTexts[lang].empty(columnsOf(section));
  const heading = inside.find((module) => module.model === "headline" && summaryOf(module));
  const summary = heading ? summaryOf(heading) : inside.map((module) => summaryOf(module)).find(Boolean);
  return summary ? `${moduleName(section.model, lang)}: ${summary}` : sectionTexts[lang].untitled(columnsOf(section));
}

/** The outline's name of a module: its type, then its first words (a section's: its first heading). */
export function labelOf(module: EditableModule, lang: Lang): string {
  if (module.model === "section") return sectionLabel(module, lang);
  const name = moduleName(module.model, lang);
  const summary = summaryOf(module);
  return summary ? `${name}: ${summary}` : name;
}
