import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import type { Lang } from "../../lib/languages";
import type { EditableModule } from "../../schemas/pages";
import { SectionChecks } from "../checks/SectionChecks";
import { PAGE_TITLE_LEVEL, pageHeadingLevels, sectionProblems } from "../checks/section-checks";
import { useTexts } from "../context";
import type { ModuleActions } from "../selection";
import { type Container, containersOf, labelOf, locate, sectionColumns } from "../tree";
import { DragMove, useContainerDrop, useModuleDrag } from "./DragMove";
import { MoveDialog } from "./MoveDialog";
import { moveIndex, withMoved } from "./move";

/** A module's controls that move it: after the move, focus goes back to the same one. */
type MoveControl = "handle" | "up" | "down" | "move-to";

/** What each module of the panel acts through. */
interface PanelControls {
  actions: ModuleActions;
  move(module: EditableModule, container: Container, index: number, control: MoveControl): Promise<void>;
  openMoveDialog(module: EditableModule): void;
}

const texts = {
  de: {
    title: "Seitenaufbau",
    drag: "Ziehen",
    edit: "Bearbeiten",
    up: "Nach oben",
    down: "Nach unten",
    moveTo: "Verschieben nach …",
    copy: "Kopieren",
    remove: "Löschen",
    undo: "Rückgängig",
    add: "Modul hinzufügen",
    column: (n: number) => `Spalte ${n}`,
    problems: "Fehler in den Daten",
  },
  en: {
    title: "Page structure",
    drag: "Drag",
    edit: "Edit",
    up: "Move up",
    down: "Move down",
    moveTo: "Move to …",
    copy: "Copy",
    remove: "Delete",
    undo: "Undo",
    add: "Add module",
    column: (n: number) => `Column ${n}`,
    problems: "Data problems",
  },
};

/**
 * The page's sections, their columns and modules, and list modules' items, in order, each with
 * its controls: a keyboard path for everything the editor does to a module. Modules move by
 * dragging their handle (pointer or keyboard), by Up and Down, or to any place with "Move to".
 */
export function StructurePanel({
  lang,
  modules,
  actions,
  children,
}: {
  lang: Lang;
  modules: EditableModule[];
  actions: ModuleActions;
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
  // answers after that read is set): focus its control there, or "Move to" when that control is
  // now disabled (at the top or bottom).
  useEffect(() => {
    if (!refocus) return;
    const row = panel.current?.querySelector(`[data-module-id="${refocus.id}"] > .editor-structure__row`);
    const control =
      row?.querySelector<HTMLElement>(`[data-control="${refocus.control}"]:not(:disabled)`) ??
      row?.querySelector<HTMLElement>('[data-control="move-to"]');
    control?.focus();
    setRefocus(null);
  }, [refocus]);

  const controls: PanelControls = {
    actions,
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
    <nav ref={panel} className="editor-structure" aria-label={text.title}>
      <h2 className="editor-structure__title">{text.title}</h2>
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
            void controls.move(moving, container, index, "move-to");
          }}
          onClose={() => {
            setMovingId(null);
            setRefocus({ id: moving.id, control: "move-to" });
          }}
        />
      )}
    </nav>
  );
}

/**
 * A container's modules: the page's sections, a column or a list module's items, ending in the
 * place to drop a module at its end (a column's or list's add button sits there).
 */
function ContainerBlock({
  lang,
  container,
  controls,
  holderLabel,
}: {
  lang: Lang;
  container: Container;
  controls: PanelControls;
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
      {container.column !== null && <p className="editor-structure__column">{text.column(container.column + 1)}</p>}
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
            {column}
          </button>
        )}
      </div>
    </div>
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
  controls: PanelControls;
}) {
  const text = useTexts(texts);
  const label = labelOf(module, lang);
  const drag = useModuleDrag(module, { container, index });
  const { actions } = controls;
  const inner =
    module.model === "section"
      ? sectionColumns(module)
      : containersOf([module]).filter((inside) => inside.holder?.id === module.id);
  return (
    <li
      className={drag.isDragging ? "editor-structure__item editor-structure__item--dragging" : "editor-structure__item"}
      data-module-id={module.id}
    >
      <div
        ref={drag.rowRef}
        className={drag.isOver ? "editor-structure__row editor-structure__row--drop" : "editor-structure__row"}
      >
        <button
          type="button"
          className="editor-structure__handle"
          data-control="handle"
          aria-label={`${text.drag}: ${label}`}
          {...drag.handle}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span className="editor-structure__label">
          {label}
          {module.problems ? <span className="editor-structure__problems"> ({text.problems})</span> : null}
        </span>
        <span className="editor-structure__controls">
          <Control text={text.edit} of={label} onClick={() => actions.edit(module)} />
          <Control
            text={text.up}
            of={label}
            name="up"
            disabled={index === 0}
            onClick={() => controls.move(module, container, index - 1, "up")}
          />
          <Control
            text={text.down}
            of={label}
            name="down"
            disabled={index === container.children.length - 1}
            onClick={() => controls.move(module, container, index + 1, "down")}
          />
          <Control text={text.moveTo} of={label} name="move-to" onClick={() => controls.openMoveDialog(module)} />
          <Control text={text.copy} of={label} onClick={() => actions.copy(module)} />
          <Control text={text.remove} of={label} onClick={() => actions.remove(module)} />
          {module.parent === null && <Control text={text.undo} of={label} onClick={() => actions.undo(module)} />}
        </span>
      </div>
      {inner.map((inside) => (
        <ContainerBlock key={inside.key} lang={lang} container={inside} controls={controls} holderLabel={label} />
      ))}
    </li>
  );
}

/** A module's control: its visible word, named for screen readers with the module it acts on. */
function Control({
  text,
  of,
  name,
  disabled = false,
  onClick,
}: {
  text: string;
  of: string;
  /** Marks a move control, to find it again after the move. */
  name?: MoveControl;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="editor-icon-button"
      aria-label={`${text}: ${of}`}
      data-control={name}
      disabled={disabled}
      onClick={onClick}
    >
      {text}
    </button>
  );
}
