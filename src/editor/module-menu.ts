import type { Lang } from "../lib/languages";
import type { EditableModule } from "../schemas/pages";
import type { ModuleActions } from "./selection";
import type { Container } from "./tree";
import type { MenuEntry } from "./ui/Menu";

const texts = {
  de: {
    edit: "Bearbeiten",
    up: "Nach oben",
    down: "Nach unten",
    before: "Davor einfügen",
    after: "Danach einfügen",
    moveTo: "Verschieben nach …",
    copy: "Kopieren",
    remove: "Löschen",
    undo: "Rückgängig",
  },
  en: {
    edit: "Edit",
    up: "Move up",
    down: "Move down",
    before: "Insert before",
    after: "Insert after",
    moveTo: "Move to …",
    copy: "Copy",
    remove: "Delete",
    undo: "Undo",
  },
};

/** What the editor does to one module, as menu entries: the outline's menu and the selection bar take theirs from here. */
export interface ModuleMenu {
  edit: MenuEntry;
  up: MenuEntry;
  down: MenuEntry;
  /** Inserting beside it: only inside a column or list (sections are inserted from the toolbar). */
  beside: MenuEntry[];
  moveTo: MenuEntry;
  copy: MenuEntry;
  remove: MenuEntry;
  /** Undo puts back its section's newest backup, so only a section offers it. */
  undo: MenuEntry[];
}

export function moduleMenu({
  lang,
  module,
  container,
  index,
  actions,
  move,
  moveTo,
}: {
  lang: Lang;
  module: EditableModule;
  container: Container;
  index: number;
  actions: ModuleActions;
  /** Moves it to `index` in its container (one move at a time: the caller guards). */
  move: (index: number) => void;
  moveTo: () => void;
}): ModuleMenu {
  const text = texts[lang];
  return {
    edit: { label: text.edit, onSelect: () => actions.edit(module) },
    up: { label: text.up, disabled: index === 0, onSelect: () => move(index - 1) },
    down: { label: text.down, disabled: index === container.children.length - 1, onSelect: () => move(index + 1) },
    beside:
      container.holder === null
        ? []
        : [
            { label: text.before, onSelect: () => actions.insertAt(container, index) },
            { label: text.after, onSelect: () => actions.insertAt(container, index + 1) },
          ],
    moveTo: { label: text.moveTo, onSelect: moveTo },
    copy: { label: text.copy, onSelect: () => actions.copy(module) },
    remove: { label: text.remove, onSelect: () => actions.remove(module) },
    undo: module.parent === null ? [{ label: text.undo, onSelect: () => actions.undo(module) }] : [],
  };
}
