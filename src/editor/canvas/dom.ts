/**
 * The page's own elements the editor works on: each module's marked element (see
 * src/modules/edit-marks.ts) and a section's columns. Everything here reads the DOM the app
 * renders; the editor's own elements (in the island) are never taken for the page's.
 */

const MODULE = ".editable-module";

export function moduleElements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(MODULE)];
}

export function moduleElement(id: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`${MODULE}[data-module-id="${id}"]`);
}

export function idOf(element: HTMLElement): number {
  return Number(element.dataset.moduleId);
}

/** A section's column as the page shows it (the preset's slot, empty ones too). */
export function columnElement(sectionId: number, index: number): HTMLElement | null {
  return (
    moduleElement(sectionId)?.querySelectorAll<HTMLElement>(
      ":scope > .module-section > .module-section__grid > .module-section__column",
    )[index] ?? null
  );
}

/** What a pointer event on the page points at: the innermost module, and the column when it is a section's. */
export function pointedAt(target: EventTarget | null): { id: number; column: number | null } | null {
  if (!(target instanceof Element) || target.closest("#kultur-editor")) return null;
  const element = target.closest<HTMLElement>(MODULE);
  if (!element) return null;
  const column = target.closest<HTMLElement>(".module-section__column");
  const inSection = column !== null && column.closest(MODULE) === element;
  return { id: idOf(element), column: inSection ? [...(column.parentElement?.children ?? [])].indexOf(column) : null };
}

/** A box in the coordinates of the editor's layer (absolutely placed over the page). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export function boxOf(element: Element, layer: Element): Box {
  const rect = element.getBoundingClientRect();
  const origin = layer.getBoundingClientRect();
  return { top: rect.top - origin.top, left: rect.left - origin.left, width: rect.width, height: rect.height };
}
