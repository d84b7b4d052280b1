import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import type { Lang } from "../../lib/languages";
import type { EditableModule } from "../../schemas/pages";
import { useTexts } from "../context";
import type { ModuleActions, Selection } from "../selection";
import { moduleName } from "../toolbar/modules";
import { labelOf, locate } from "../tree";
import type { Box } from "./dom";
import { type Crumb, insertionOf, pathTo } from "./path";

const texts = {
  de: {
    bar: (label: string) => `Auswahl: ${label}`,
    path: "Lage auf der Seite",
    column: (n: number) => `Spalte ${n}`,
    edit: "Bearbeiten",
    up: "Nach oben",
    down: "Nach unten",
    more: "Mehr",
    before: "Davor einfügen",
    after: "Danach einfügen",
    moveTo: "Verschieben nach …",
    copy: "Kopieren",
    remove: "Löschen",
    undo: "Rückgängig",
    add: "Modul hinzufügen",
  },
  en: {
    bar: (label: string) => `Selected: ${label}`,
    path: "Place on the page",
    column: (n: number) => `Column ${n}`,
    edit: "Edit",
    up: "Move up",
    down: "Move down",
    more: "More",
    before: "Insert before",
    after: "Insert after",
    moveTo: "Move to …",
    copy: "Copy",
    remove: "Delete",
    undo: "Undo",
    add: "Add module",
  },
};

/**
 * Room kept between the bar and the selected module's top edge: the "+" before the module sits
 * there (up to 14 px above the edge, 28 px tall) and stays uncovered.
 */
const GAP = 32;

/**
 * The small bar beside the selected module or column: where it sits (section › column › module,
 * each a step to select), and what can be done to it. Escape returns focus to the module. Keyed
 * by the selection, so each selection starts with its menu closed.
 */
export function SelectionBar({
  lang,
  modules,
  selection,
  box,
  layerWidth,
  actions,
  onSelect,
  onMoveTo,
  onFocusModule,
}: {
  lang: Lang;
  modules: EditableModule[];
  selection: Selection;
  /** The selection's box on the page, in the layer's coordinates. */
  box: Box;
  layerWidth: number;
  actions: ModuleActions;
  onSelect: (selection: Selection) => void;
  onMoveTo: (module: EditableModule) => void;
  /** Gives focus back to the selected module on the page. */
  onFocusModule: () => void;
}) {
  const text = useTexts(texts);
  const bar = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const crumbs = pathTo(modules, selection);
  const found = selection.kind === "module" ? locate(modules, selection.id) : null;
  const module = found?.module ?? null;
  const crumbName = (crumb: Crumb) =>
    crumb.module ? labelOf(crumb.module, lang) : text.column((crumb.column ?? 0) + 1);
  const name = crumbs.length > 0 ? crumbName(crumbs[crumbs.length - 1] as Crumb) : "";

  // Measured after each render (the bar's width follows its breadcrumb); set only when it changed.
  useLayoutEffect(() => {
    const element = bar.current;
    if (element && (element.offsetWidth !== size.width || element.offsetHeight !== size.height)) {
      setSize({ width: element.offsetWidth, height: element.offsetHeight });
    }
  });

  // Above the box where there is room, else inside its top; kept within the page's width.
  const above = box.top - size.height - GAP;
  const top = above >= 0 ? above : box.top + 4;
  const left = Math.max(4, Math.min(box.left + box.width - size.width, layerWidth - size.width - 4));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    if (menuOpen) setMenuOpen(false);
    else onFocusModule();
  };

  const insertion = insertionOf(modules, selection);
  const run = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of controls, not a form's fieldset
    <div
      ref={bar}
      className="editor-selection-bar"
      role="group"
      aria-label={text.bar(name)}
      style={{ top, left }}
      onKeyDown={onKeyDown}
    >
      <nav aria-label={text.path} className="editor-selection-bar__path">
        <ol>
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.module ? `m${crumb.module.id}` : `c${crumb.column}`}>
                <button
                  type="button"
                  className="editor-link-button"
                  aria-current={last ? "location" : undefined}
                  onClick={() => onSelect(crumb.selection)}
                >
                  {crumb.module ? moduleName(crumb.module.model, lang) : crumbName(crumb)}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="editor-selection-bar__actions">
        {module && found ? (
          <>
            <button type="button" className="editor-button editor-button--primary" onClick={() => actions.edit(module)}>
              {text.edit}
            </button>
            <button
              type="button"
              className="editor-icon-button"
              aria-label={text.up}
              title={text.up}
              disabled={found.index === 0}
              onClick={() => void actions.move(module, found.container, found.index - 1)}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="editor-icon-button"
              aria-label={text.down}
              title={text.down}
              disabled={found.index === found.container.children.length - 1}
              onClick={() => void actions.move(module, found.container, found.index + 1)}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="editor-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {text.more}
            </button>
            <ul id={menuId} className="editor-selection-bar__menu" hidden={!menuOpen}>
              {found.container.holder !== null && (
                <>
                  <li>
                    <button
                      type="button"
                      className="editor-menu-item"
                      onClick={run(() => actions.insertAt(found.container, found.index))}
                    >
                      {text.before}
                    </button>
                  </li>
                  <li>
                    <button
                      type="button"
                      className="editor-menu-item"
                      onClick={run(() => actions.insertAt(found.container, found.index + 1))}
                    >
                      {text.after}
                    </button>
                  </li>
                </>
              )}
              <li>
                <button type="button" className="editor-menu-item" onClick={run(() => onMoveTo(module))}>
                  {text.moveTo}
                </button>
              </li>
              <li>
                <button type="button" className="editor-menu-item" onClick={run(() => actions.copy(module))}>
                  {text.copy}
                </button>
              </li>
              <li>
                <button type="button" className="editor-menu-item" onClick={run(() => actions.undo(module))}>
                  {text.undo}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className="editor-menu-item editor-menu-item--danger"
                  onClick={run(() => actions.remove(module))}
                >
                  {text.remove}
                </button>
              </li>
            </ul>
          </>
        ) : (
          insertion && (
            <button
              type="button"
              className="editor-button editor-button--primary"
              onClick={() => actions.insertAt(insertion.container, insertion.index)}
            >
              + {text.add}
            </button>
          )
        )}
      </div>
    </div>
  );
}
