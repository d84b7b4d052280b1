import type { Lang } from "../../lib/languages";
import type { EditableModule } from "../../schemas/pages";
import { useTexts } from "../context";
import { type ReactNode, useMemo } from "react";
import { SectionChecks } from "../checks/SectionChecks";
import { PAGE_TITLE_LEVEL, pageHeadingLevels, sectionProblems } from "../checks/section-checks";
import { type Container, containersOf, labelOf, locate, sectionColumns } from "../tree";

export interface ModuleActions {
  edit(module: EditableModule): void;
  move(module: EditableModule, by: -1 | 1): void;
  copy(module: EditableModule): void;
  remove(module: EditableModule): void;
  undo(module: EditableModule): void;
  insertInto(container: Container): void;
}

const texts = {
  de: {
    title: "Seitenaufbau",
    edit: "Bearbeiten",
    up: "Nach oben",
    down: "Nach unten",
    copy: "Kopieren",
    remove: "Löschen",
    undo: "Rückgängig",
    add: "Modul hinzufügen",
    column: (n: number) => `Spalte ${n}`,
    problems: "Fehler in den Daten",
  },
  en: {
    title: "Page structure",
    edit: "Edit",
    up: "Move up",
    down: "Move down",
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
 * its controls: a keyboard path for everything the editor does to a module.
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
  const editById = (id: number) => {
    const found = locate(modules, id);
    if (found) actions.edit(found.module);
  };
  return (
    <nav className="editor-structure" aria-label={text.title}>
      <h2 className="editor-structure__title">{text.title}</h2>
      <ModuleItems lang={lang} modules={modules} all={modules} actions={actions} />
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
    </nav>
  );
}

function ModuleItems({
  lang,
  modules,
  all,
  actions,
}: {
  lang: Lang;
  modules: EditableModule[];
  all: EditableModule[];
  actions: ModuleActions;
}) {
  return (
    <ol className="editor-structure__list">
      {modules.map((module) => (
        <ModuleItem key={module.id} lang={lang} module={module} all={all} actions={actions} />
      ))}
    </ol>
  );
}

function ModuleItem({
  lang,
  module,
  all,
  actions,
}: {
  lang: Lang;
  module: EditableModule;
  all: EditableModule[];
  actions: ModuleActions;
}) {
  const text = useTexts(texts);
  const label = labelOf(module, lang);
  const place = locate(all, module.id);
  const first = place?.index === 0;
  const last = place ? place.index === place.container.children.length - 1 : true;
  const lists = containersOf([module]).filter((container) => container.holder?.id === module.id);
  const columns = module.model === "section" ? sectionColumns(module) : lists;
  return (
    <li className="editor-structure__item" data-module-id={module.id}>
      <div className="editor-structure__row">
        <span className="editor-structure__label">
          {label}
          {module.problems ? <span className="editor-structure__problems"> ({text.problems})</span> : null}
        </span>
        <span className="editor-structure__controls">
          <Control text={text.edit} of={label} onClick={() => actions.edit(module)} />
          <Control text={text.up} of={label} disabled={first} onClick={() => actions.move(module, -1)} />
          <Control text={text.down} of={label} disabled={last} onClick={() => actions.move(module, 1)} />
          <Control text={text.copy} of={label} onClick={() => actions.copy(module)} />
          <Control text={text.remove} of={label} onClick={() => actions.remove(module)} />
          {module.parent === null && <Control text={text.undo} of={label} onClick={() => actions.undo(module)} />}
        </span>
      </div>
      {columns.map((container) => (
        <div key={container.key} className="editor-structure__container">
          {container.column !== null && <p className="editor-structure__column">{text.column(container.column + 1)}</p>}
          {container.children.length > 0 && (
            <ModuleItems lang={lang} modules={container.children} all={all} actions={actions} />
          )}
          <button
            type="button"
            className="editor-link-button"
            aria-label={`${text.add}${container.column !== null ? ` (${text.column(container.column + 1)})` : ""}: ${label}`}
            onClick={() => actions.insertInto(container)}
          >
            + {text.add}
            {container.column !== null ? ` (${text.column(container.column + 1)})` : ""}
          </button>
        </div>
      ))}
    </li>
  );
}

/** A module's control: its visible word, named for screen readers with the module it acts on. */
function Control({
  text,
  of,
  disabled = false,
  onClick,
}: {
  text: string;
  of: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="editor-icon-button"
      aria-label={`${text}: ${of}`}
      disabled={disabled}
      onClick={onClick}
    >
      {text}
    </button>
  );
}
