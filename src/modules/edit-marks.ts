import { useSyncExternalStore } from "react";

/**
 * Whether module views are marked for the page editor: the editor island turns it on while it
 * edits the page, and each module's view is then wrapped in an element naming the module, which
 * the editor selects on the page. Server rendering and hydration never mark (their snapshot is
 * false), so the public HTML is the same for every visitor.
 */
let marked = false;
const listeners = new Set<() => void>();

export function setModuleMarks(on: boolean): void {
  if (marked === on) return;
  marked = on;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useModuleMarks(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => marked,
    () => false,
  );
}
