import { type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import type { Lang } from "../../lib/languages";
import type { EditableModule } from "../../schemas/pages";
import { useTexts } from "../context";
import { moduleMenu } from "../module-menu";
import type { ModuleActions, Selection } from "../selection";
import { moduleName } from "../toolbar/modules";
import { type Container, labelOf, locate } from "../tree";
import { MenuButton, type MenuEntry } from "../ui/Menu";
import type { Box } from "./dom";
import { type Crumb, insertionOf, pathTo } from "./path";

const texts = {
  de: {
    bar: (label: string) => `Auswahl: ${label}`,
    path: "Lage auf der Seite",
    column: (n: number) => `Spalte ${n}`,
    more: "Mehr",
    moreFor: (label: string) => `Mehr für ${label}`,
    add: "Modul hinzufügen",
  },
  en: {
    bar: (label: string) => `Selected: ${label}`,
    path: "Place on the page",
    column: (n: number) => `Column ${n}`,
    more: "More",
    moreFor: (label: string) => `More for ${label}`,
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
          <ModuleControls
            lang={lang}
            module={module}
            container={found.container}
            index={found.index}
            name={name}
            actions={actions}
            onMoveTo={() => onMoveTo(module)}
          />
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

/**
 * A module's controls in the bar: edit, up and down at hand, the rest in its menu (the outline's
 * entries, from one place). A move waits for its answer before the next: each needs the
 * module's new revision.
 */
function ModuleControls({
  lang,
  module,
  container,
  index,
  name,
  actions,
  onMoveTo,
}: {
  lang: Lang;
  module: EditableModule;
  container: Container;
  index: number;
  name: string;
  actions: ModuleActions;
  onMoveTo: () => void;
}) {
  const text = useTexts(texts);
  const [moving, setMoving] = useState(false);
  const menu = moduleMenu({
    lang,
    module,
    container,
    index,
    actions,
    move: (to) => {
      if (moving) return;
      setMoving(true);
      void actions.move(module, container, to).finally(() => setMoving(false));
    },
    moveTo: onMoveTo,
  });
  const arrow = (entry: MenuEntry, sign: string) => (
    <button
      type="button"
      className="editor-icon-button"
      aria-label={entry.label}
      title={entry.label}
      disabled={entry.disabled || moving}
      onClick={entry.onSelect}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
  return (
    <>
      <button type="button" className="editor-button editor-button--primary" onClick={menu.edit.onSelect}>
        {menu.edit.label}
      </button>
      {arrow(menu.up, "↑")}
      {arrow(menu.down, "↓")}
      <MenuButton
        label={text.moreFor(name)}
        entries={[...menu.beside, menu.moveTo, menu.copy, ...menu.undo, menu.remove]}
      >
        {text.more}
      </MenuButton>
    </>
  );
}
