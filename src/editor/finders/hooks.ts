import { type KeyboardEvent, useEffect, useState } from "react";
import { editorRequest } from "../api";

/** `value`, once it has stayed the same for `ms`: a search asks once the editor pauses typing. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export type Loaded<T> =
  | { state: "loading"; data: T | null }
  | { state: "ok"; data: T }
  | { state: "error"; data: T | null; status: number };

/**
 * A GET through the editor's client (a 401 signs in again), read again when `path` changes. An answer that arrives after the path moved on is dropped, so a slow search never
 * overwrites a newer one; the previous data stays shown while the next loads.
 */
export function useGet<T>(path: string): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading", data: null });
  useEffect(() => {
    let current = true;
    setLoaded((before) => ({ state: "loading", data: before.data }));
    editorRequest<T>("GET", path).then((answer) => {
      if (!current) return;
      setLoaded((before) =>
        answer.ok ? { state: "ok", data: answer.body } : { state: "error", data: before.data, status: answer.status },
      );
    });
    return () => {
      current = false;
    };
  }, [path]);
  return loaded;
}

/**
 * Arrow keys, Home and End move focus between the buttons of a result list (`data-choice`), so a
 * long list is walked without tabbing through it; Tab still leaves the list. Lists inside an
 * element marked `data-choices` (the link finder's groups) are walked as one.
 */
export function onListKeys(event: KeyboardEvent<HTMLElement>): void {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const scope = event.currentTarget.closest<HTMLElement>("[data-choices]") ?? event.currentTarget;
  const buttons = Array.from(scope.querySelectorAll<HTMLElement>("[data-choice]"));
  if (buttons.length === 0) return;
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? buttons.length - 1
        : event.key === "ArrowDown"
          ? Math.min(at + 1, buttons.length - 1)
          : Math.max(at - 1, 0);
  event.preventDefault();
  buttons[next]?.focus();
}

/** From a search field, ArrowDown goes to the first result of the list `listId`. */
export function toFirstResult(event: KeyboardEvent<HTMLElement>, listId: string): void {
  if (event.key !== "ArrowDown") return;
  const first = document.getElementById(listId)?.querySelector<HTMLElement>("[data-choice]");
  if (!first) return;
  event.preventDefault();
  first.focus();
}
