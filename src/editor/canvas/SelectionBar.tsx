import { type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import type { Lang } from "../../lib/languages";
import type { EditableModule } from "../../schemas/pages";
import { useTexts } from "../context";
import type { ModuleActions, Selection } from "../selection";
import { moduleName } from "../toolbar/modules";
import { labelOf, locate } from "../tree";
import { MenuButton } from "../ui/Menu";
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
    moreFor: (label: string) => `Mehr für ${label}`,
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
    moreFor: (label: string) => `More for ${label}`,
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
 * each a step to select), and what can be done to it. Escape returns focus to the module.
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

  // The menu's own Escape closes it (and stops there); one more goes back to the module.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onFocusModule();
  };

  const insertion = insertionOf(modules, selection);

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
            <MenuButton
              label={text.moreFor(name)}
              entries={[
                ...(found.container.holder !== null
                  ? [
                      { label: text.before, onSelect: () => actions.insertAt(found.container, found.index) },
                      { label: text.after, onSelect: () => actions.insertAt(found.container, found.index + 1) },
                    ]
                  : []),
                { label: text.moveTo, onSelect: () => onMoveTo(module) },
                { label: text.copy, onSelect: () => actions.copy(module) },
                { label: text.undo, onSelect: () => actions.undo(module) },
                { label: text.remove, onSelect: () => actions.remove(module) },
              ]}
            >
              {text.more}
            </MenuButton>
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
