import type { EditableModule } from "../../schemas/pages";
import type { Selection } from "../selection";
import { type Container, locate, sectionColumns } from "../tree";

/** One step of the breadcrumb: what it selects. */
export type Crumb = { selection: Selection; module: EditableModule | null; column: number | null };

/** The breadcrumb of a selection: its section, column, list modules and itself, from the top. */
export function pathTo(modules: readonly EditableModule[], selection: Selection): Crumb[] {
  const crumbs: Crumb[] = [];
  let id: number | null = selection.kind === "module" ? selection.id : selection.sectionId;
  if (selection.kind === "column") crumbs.push({ selection, module: null, column: selection.index });
  while (id !== null) {
    const found = locate(modules, id);
    if (!found) break;
    crumbs.unshift({ selection: { kind: "module", id }, module: found.module, column: null });
    const { container } = found;
    if (container.holder?.model === "section" && container.column !== null) {
      crumbs.unshift({
        selection: { kind: "column", sectionId: container.holder.id, index: container.column },
        module: null,
        column: container.column,
      });
    }
    id = container.holder?.id ?? null;
  }
  return crumbs;
}

/** The container a selection inserts into and where: after a module, or at a column's end. */
export function insertionOf(
  modules: readonly EditableModule[],
  selection: Selection,
): { container: Container; index: number } | null {
  if (selection.kind === "column") {
    const section = locate(modules, selection.sectionId)?.module;
    const column = section ? sectionColumns(section)[selection.index] : undefined;
    return column ? { container: column, index: column.children.length } : null;
  }
  const found = locate(modules, selection.id);
  return found ? { container: found.container, index: found.index + 1 } : null;
}
