import type { EditableModule } from "../schemas/pages";
import type { Container } from "./tree";

/**
 * What the editor has selected on the page and in the outline (they stay in step): a module,
 * or a section's column (which has no row of its own, so it is named by its section and index).
 */
export type Selection = { kind: "module"; id: number } | { kind: "column"; sectionId: number; index: number };

/** Everything the editor does to a module, from the page's selection bar and from the outline. */
export interface ModuleActions {
  edit(module: EditableModule): void;
  /** Moves the module to `index` among the container's children other than itself; answers whether it was saved. */
  move(module: EditableModule, container: Container, index: number): Promise<boolean>;
  copy(module: EditableModule): void;
  remove(module: EditableModule): void;
  undo(module: EditableModule): void;
  /** Starts a new module at `index` among the container's children (its length: at the end). */
  insertAt(container: Container, index: number): void;
}
