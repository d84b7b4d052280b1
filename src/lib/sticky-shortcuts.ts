import { useEffect, useSyncExternalStore } from "react";

/** SPEC §3 basic UI state "sticky list": a page's shortcut buttons in the sticky bar. */
export interface StickyShortcut {
  url: string;
  text: string;
}

let shortcuts: readonly StickyShortcut[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly StickyShortcut[]): void {
  shortcuts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: readonly StickyShortcut[] = [];

/** The shortcuts of the content on screen, in the order it registered them. */
export function useStickyShortcuts(): readonly StickyShortcut[] {
  return useSyncExternalStore(
    subscribe,
    () => shortcuts,
    () => none,
  );
}

/**
 * Puts a shortcut into the sticky bar while the calling component is mounted (a link module
 * marked `sticky`); null registers nothing.
 */
export function useStickyShortcut(shortcut: StickyShortcut | null): void {
  const url = shortcut?.url;
  const text = shortcut?.text;
  useEffect(() => {
    if (url === undefined || text === undefined) return;
    const entry: StickyShortcut = { url, text };
    publish([...shortcuts, entry]);
    return () => publish(shortcuts.filter((candidate) => candidate !== entry));
  }, [url, text]);
}
