import type { EditableModule } from "../../schemas/pages";
import { locate } from "../tree";

/**
 * This session's saves on a page, newest first: what each did, to what, and the
 * section whose backup the server took before it (ADR 0020), which undo brings back.
 */

export type ChangeAction = "edit" | "create" | "move" | "copy" | "delete" | "undo" | "online" | "offline" | "page";

/** The section a save changed: undo names it by its id and model (a deleted one too). */
export interface ChangedSection {
  id: number;
  model: string;
}

export interface RecentChange {
  /** Order of the session's saves: a later save has a higher one. */
  seq: number;
  /** The page's path: the list shows the changes of the page open. */
  path: string;
  action: ChangeAction;
  /** What it was done to, as the structure panel names it; empty for the page itself. */
  subject: string;
  /** The section backed up before this save; null when the save took no backup (the page's own fields, a new section). */
  section: ChangedSection | null;
  undone: boolean;
}

/** The top-level module (the section) a module sits in, or the module when it is one; null when not on the page. */
export function sectionAround(modules: readonly EditableModule[], id: number): EditableModule | null {
  let found = locate(modules, id);
  while (found && found.module.parent !== null) found = locate(modules, found.module.parent);
  return found?.module ?? null;
}

/** The section a save inside module `id` changed, for its entry; null when it is not on the page. */
export function changedSection(modules: readonly EditableModule[], id: number): ChangedSection | null {
  const section = sectionAround(modules, id);
  return section ? { id: section.id, model: section.model } : null;
}

/**
 * Whether undo is offered for `change`: the server took a backup of its section, and no later
 * save of this session changed that section since (undo takes the section's newest backup, so
 * it would take back the later one instead).
 */
export function canUndo(changes: readonly RecentChange[], change: RecentChange): boolean {
  const section = change.section;
  if (!section || change.undone) return false;
  return !changes.some((other) => other.seq > change.seq && !other.undone && other.section?.id === section.id);
}

/** The newest change of `sectionId` still to undo: what an undo of that section takes back. */
export function newestOf(changes: readonly RecentChange[], sectionId: number): RecentChange | undefined {
  return changes
    .filter((change) => !change.undone && change.section?.id === sectionId)
    .reduce<RecentChange | undefined>(
      (newest, change) => (newest && newest.seq > change.seq ? newest : change),
      undefined,
    );
}
