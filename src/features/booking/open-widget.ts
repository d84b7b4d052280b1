import { useSyncExternalStore } from "react";

/**
 * SPEC §4: only one booking widget is open at a time. The key of the open one lives here, outside
 * React, so widgets in unrelated subtrees (cards, detail page, production dates) close each other.
 */
let openKey: string | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the widget `key` (closing any other), or closes every widget with null. */
export function setOpenWidget(key: string | null): void {
  if (openKey === key) return;
  openKey = key;
  for (const listener of listeners) listener();
}

/** Whether the widget `key` is the open one; false during SSR, where every widget is closed. */
export function useWidgetOpen(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openKey === key,
    () => false,
  );
}
