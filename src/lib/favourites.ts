import { useSyncExternalStore } from "react";

/**
 * The visitor's favourite events (SPEC §2 card "favourite action"), kept in this browser only
 * (localStorage) and shared by every card and the header's favourites link. Entries carry what
 * a favourites list needs to show and link an event without another call.
 */
export interface FavouriteEvent {
  id: number;
  title: string;
  /** The event page's public path. */
  url: string;
  date_start: string;
}

const STORAGE_KEY = "kultur:favourites";
const none: readonly FavouriteEvent[] = Object.freeze([]);

let current: readonly FavouriteEvent[] | null = null;
const listeners = new Set<() => void>();

function isFavouriteEvent(value: unknown): value is FavouriteEvent {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === "number" &&
    typeof entry.title === "string" &&
    typeof entry.url === "string" &&
    typeof entry.date_start === "string"
  );
}

/** The stored list; anything unreadable (old shape, hand edits, blocked storage) counts as empty. */
function load(): readonly FavouriteEvent[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? Object.freeze(parsed.filter(isFavouriteEvent)) : none;
  } catch {
    return none;
  }
}

function save(next: readonly FavouriteEvent[]): void {
  current = Object.freeze([...next]);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage may be full or blocked (private mode): the favourites then last for this page view.
  }
  for (const listener of listeners) listener();
}

/** The favourites, oldest first; empty on the server. */
export function getFavourites(): readonly FavouriteEvent[] {
  if (typeof window === "undefined") return none;
  current ??= load();
  return current;
}

export function isFavourite(id: number): boolean {
  return getFavourites().some((entry) => entry.id === id);
}

/** Adds the event, or removes it when it is a favourite already; returns whether it is one now. */
export function toggleFavourite(event: FavouriteEvent): boolean {
  const list = getFavourites();
  const present = list.some((entry) => entry.id === event.id);
  const { id, title, url, date_start } = event;
  save(present ? list.filter((entry) => entry.id !== id) : [...list, { id, title, url, date_start }]);
  return !present;
}

function onStorage(event: StorageEvent): void {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  current = load();
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change, in this tab or another one. */
export function subscribeFavourites(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/** The favourites in a component; the server (and hydration) renders none, then the stored list. */
export function useFavourites(): readonly FavouriteEvent[] {
  return useSyncExternalStore(subscribeFavourites, getFavourites, () => none);
}

/** Whether one event is a favourite, re-rendering only when that answer changes. */
export function useIsFavourite(id: number): boolean {
  return useSyncExternalStore(
    subscribeFavourites,
    () => isFavourite(id),
    () => false,
  );
}
