import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import type { Lang } from "../../lib/languages";
import type { EditableModule } from "../../schemas/pages";
import { SectionChecks } from "../checks/SectionChecks";
import { PAGE_TITLE_LEVEL, pageHeadingLevels, sectionProblems } from "../checks/section-checks";
import { useTexts } from "../context";
import { moduleMenu } from "../module-menu";
import type { ModuleActions, Selection } from "../selection";
import { type Container, containersOf, labelOf, locate, sectionColumns } from "../tree";
import { MenuButton } from "../ui/Menu";
import { DragMove, useContainerDrop, useModuleDrag } from "./DragMove";
import { MoveDialog } from "./MoveDialog";
import { moveIndex, withMoved } from "./move";
import { OUTLINE_ID } from "./outline-open";

/** A module's control that moved it: focus returns to it once the module is in its new place. */
type MoveControl = "handle" | "actions";

/** What each row of the outline acts through. */
interface OutlineControls {
  actions: ModuleActions;
  selected: Selection | null;
  onSelect(selection: Selection): void;
  move(module: EditableModule, container: Container, index: number, control: MoveControl): Promise<void>;
  openMoveDialog(module: EditableModule): void;
}

const texts = {
  de: {
    title: "Seitenaufbau",
    close: "Seitenaufbau schließen",
    drag: "Ziehen",
    actions: (label: string) => `Aktionen für ${label}`,
    add: "Modul hinzufügen",
    column: (n: number) => `Spalte ${n}`,
    problems: "Fehler in den Daten",
  },
  en: {
    title: "Page structure",
    close: "Close page structure",
    drag: "Drag",
    actions: (label: string) => `Actions for ${label}`,
    add: "Add module",
    column: (n: number) => `Column ${n}`,
    problems: "Data problems",
  },
};

/** A selection as a key, to find its row and compare selections. */
function selectionKey(selection: Selection): string {
  return selection.kind === "module" ? `module:${selection.id}` : `column:${selection.sectionId}:${selection.index}`;
}

/**
 * The page's outline: its sections, their columns and modules, and list modules' items, in
 * order, one row each: a drag handle, the name (choosing it selects the module on the page too)
 * and a menu of everything the editor does to the module. Modules move by dragging their handle
 * (pointer or keyboard), by Up and Down, or to any place with "Move to". The selection made on the
 * page is marked here and scrolled into view.
 */
export function StructurePanel({
  lang,
  modules,
  actions,
  selected,
  onSelect,
  open,
  onClose,
  children,
}: {
  lang: Lang;
  modules: EditableModule[];
  actions: ModuleActions;
  selected: Selection | null;
  onSelect: (selection: Selection) => void;
  /** Whether the outline is shown (the toolbar's toggle hides it). */
  open: boolean;
  onClose: () => void;
  /** Further hints below the structure (the bilingual hint). */
  children?: ReactNode;
}) {
  const text = useTexts(texts);
  const levels = useMemo(() => pageHeadingLevels(modules), [modules]);
  const panel = useRef<HTMLElement>(null);
  const [movingId, setMovingId] = useState<number | null>(null);
  const [refocus, setRefocus] = useState<{ id: number; control: MoveControl } | null>(null);
  // A move under way, shown at once; one at a time, as each needs the module's new revision.
  const [pending, setPending] = useState<{ id: number; key: string; index: number } | null>(null);
  const shown = useMemo(
    () => (pending ? withMoved(modules, pending.id, pending.key, pending.index) : modules),
    [modules, pending],
  );

  // A moved module is rendered afresh in its new place once the page is read again (the move
  // answers after that read is set): focus the control that moved it there.
  useEffect(() => {
    if (!refocus) return;
    const row = panel.current?.querySelector(`[data-module-id="${refocus.id}"] > .editor-structure__row`);
    row?.querySelector<HTMLElement>(`[data-control="${refocus.control}"]`)?.focus();
    setRefocus(null);
  }, [refocus]);

  // The selection made on the page shows in the outline: its row scrolls into view.
  const selectedKey = selected ? selectionKey(selected) : null;
  useEffect(() => {
    if (!selectedKey || !open) return;
    panel.current?.querySelector(`[data-selection="${selectedKey}"]`)?.scrollIntoView?.({ block: "nearest" });
  }, [selectedKey, open]);

  const controls: OutlineControls = {
    actions,
    selected,
    onSelect,
    move: async (module, container, index, control) => {
      if (pending) return;
      setPending({ id: module.id, key: container.key, index });
      try {
        await actions.move(module, container, index);
      } finally {
        setPending(null);
        setRefocus({ id: module.id, control });
      }
    },
    openMoveDialog: (module) => setMovingId(module.id),
  };
  const editById = (id: number) => {
    const found = locate(modules, id);
    if (found) actions.edit(found.module);
  };
  const moving = movingId === null ? null : (locate(shown, movingId)?.module ?? null);
  const [top] = containersOf(shown);
  return (
    <nav ref={panel} id={OUTLINE_ID} className="editor-structure" aria-label={text.title} hidden={!open}>
      <div className="editor-structure__head">
        <h2 className="editor-structure__title">{text.title}</h2>
        <button
          type="button"
          className="editor-icon-button editor-structure__close"
          aria-label={text.close}
          onClick={() => {
            onClose();
            // Focus was on this button, now hidden: it goes to the toggle that opens the outline again.
            document.querySelector<HTMLElement>(`[aria-controls="${OUTLINE_ID}"]`)?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <DragMove
        lang={lang}
        modules={shown}
        onMove={(module, slot) => {
          const index = moveIndex(module, slot);
          if (index !== null) void controls.move(module, slot.container, index, "handle");
        }}
      >
        {top && <ContainerBlock lang={lang} container={top} controls={controls} />}
      </DragMove>
      {modules
        .filter(
          (section) =>
            sectionProblems(section, { previousLevel: levels.get(section.id) ?? PAGE_TITLE_LEVEL }).length > 0,
        )
        .map((section) => (
          <section key={section.id} aria-label={labelOf(section, lang)} className="editor-structure__checks">
            <SectionChecks
              section={section}
              previousLevel={levels.get(section.id) ?? PAGE_TITLE_LEVEL}
              onEdit={editById}
            />
          </section>
        ))}
      {children}
      {moving && (
        <MoveDialog
          lang={lang}
          modules={shown}
          module={moving}
          onChoose={(container, index) => {
            setMovingId(null);
            void controls.move(moving, container, index, "actions");
          }}
          onClose={() => {
            setMovingId(null);
            setRefocus({ id: moving.id, control: "actions" });
          }}
        />
      )}
    </nav>
  );
}

/**
 * A container's modules: the page's sections, a column (its own row first, to select it) or a
 * list module's items, ending in the place to drop a module at its end, where a column or list
 * offers to add one.
 */
function ContainerBlock({
  lang,
  container,
  controls,
  holderLabel,
}: {
  lang: Lang;
  container: Container;
  controls: OutlineControls;
  /** The section or list module holding the container (none: the page's top level). */
  holderLabel?: string;
}) {
  const text = useTexts(texts);
  const drop = useContainerDrop(container);
  const column = container.column !== null ? ` (${text.column(container.column + 1)})` : "";
  const classes = [
    holderLabel === undefined ? "editor-structure__top" : "editor-structure__container",
    drop.isTarget && "editor-structure__container--target",
  ];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      {container.column !== null && container.parent !== null && (
        <ColumnRow
          selection={{ kind: "column", sectionId: container.parent, index: container.column }}
          controls={controls}
          name={`${text.column(container.column + 1)}: ${holderLabel}`}
        >
          {text.column(container.column + 1)}
        </ColumnRow>
      )}
      {container.children.length > 0 && (
        <ol className="editor-structure__list">
          {container.children.map((module, index) => (
            <ModuleItem
              key={module.id}
              lang={lang}
              module={module}
              container={container}
              index={index}
              controls={controls}
            />
          ))}
        </ol>
      )}
      <div
        ref={drop.endRef}
        className={drop.isOver ? "editor-structure__end editor-structure__end--drop" : "editor-structure__end"}
      >
        {holderLabel !== undefined && (
          <button
            type="button"
            className="editor-link-button"
            aria-label={`${text.add}${column}: ${holderLabel}`}
            onClick={() => controls.actions.insertAt(container, container.children.length)}
          >
            + {text.add}
          </button>
        )}
      </div>
    </div>
  );
}

function isSelected(selected: Selection | null, selection: Selection): boolean {
  return selected !== null && selectionKey(selected) === selectionKey(selection);
}

/** A row's name: choosing it selects what the row stands for; the selected one is marked current. */
function RowName({
  selection,
  controls,
  name,
  title,
  children,
}: {
  selection: Selection;
  controls: OutlineControls;
  /** The accessible name, when the visible text needs its context (a column: its section). */
  name?: string;
  /** The full name, shown on hover where the row cuts it short. */
  title?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="editor-structure__name"
      aria-current={isSelected(controls.selected, selection) ? "true" : undefined}
      aria-label={name}
      title={title}
      data-selection={selectionKey(selection)}
      onClick={() => controls.onSelect(selection)}
    >
      {children}
    </button>
  );
}

function ModuleItem({
  lang,
  module,
  container,
  index,
  controls,
}: {
  lang: Lang;
  module: EditableModule;
  container: Container;
  index: number;
  controls: OutlineControls;
}) {
  const text = useTexts(texts);
  const label = labelOf(module, lang);
  const drag = useModuleDrag(module, { container, index });
  const { actions } = controls;
  const selection: Selection = { kind: "module", id: module.id };
  const inner =
    module.model === "section"
      ? sectionColumns(module)
      : containersOf([module]).filter((inside) => inside.holder?.id === module.id);
  const menu = moduleMenu({
    lang,
    module,
    container,
    index,
    actions,
    move: (to) => void controls.move(module, container, to, "actions"),
    moveTo: () => controls.openMoveDialog(module),
  });
  const entries = [menu.edit, menu.up, menu.down, menu.moveTo, menu.copy, menu.remove, ...menu.undo];
  const rowClasses = [
    "editor-structure__row",
    drag.isOver && "editor-structure__row--drop",
    isSelected(controls.selected, selection) && "editor-structure__row--selected",
  ];
  return (
    <li
      className={drag.isDragging ? "editor-structure__item editor-structure__item--dragging" : "editor-structure__item"}
      data-module-id={module.id}
    >
      <div ref={drag.rowRef} className={rowClasses.filter(Boolean).join(" ")}>
        <button
          type="button"
          className="editor-structure__handle"
          data-control="handle"
          aria-label={`${text.drag}: ${label}`}
          {...drag.handle}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <RowName selection={selection} controls={controls} title={label}>
          {label}
          {module.problems ? <span className="editor-structure__problems"> ({text.problems})</span> : null}
        </RowName>
        <MenuButton
          label={text.actions(label)}
          entries={entries}
          className="editor-icon-button editor-structure__actions"
          control="actions"
        >
          <span aria-hidden="true">⋯</span>
        </MenuButton>
      </div>
      {inner.map((inside) => (
        <ContainerBlock key={inside.key} lang={lang} container={inside} controls={controls} holderLabel={label} />
      ))}
    </li>
  );
}

/** A section's column as a row of its own: selecting it selects the column on the page. */
function ColumnRow({
  selection,
  controls,
  name,
  children,
}: {
  selection: Selection;
  controls: OutlineControls;
  name: string;
  children: ReactNode;
}) {
  const classes = ["editor-structure__row", "editor-structure__column"];
  if (isSelected(controls.selected, selection)) classes.push("editor-structure__row--selected");
  return (
    <div className={classes.join(" ")}>
      <RowName selection={selection} controls={controls} name={name}>
        {children}
      </RowName>
    </div>
  );
}
