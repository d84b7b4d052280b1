const STORAGE_KEY = "kultur:chunk-reload-at";
/** SPEC §9: a failed chunk load reloads the page at most once per this many ms. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True for the errors browsers and Vite raise when a lazily loaded file is missing (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

interface ReloadDeps {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: number;
  reload: () => void;
}

/**
 * Reloads the page to fetch the current build, unless it already did so within the guard time
 * (then the failure is real and the error page shows). Returns whether it reloads.
 */
export function reloadAfterChunkFailure(deps?: Partial<ReloadDeps>): boolean {
  try {
    const storage = deps?.storage ?? sessionStorage;
    const now = deps?.now ?? Date.now();
    const last = Number(storage.getItem(STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(STORAGE_KEY, String(now));
    (deps?.reload ?? (() => window.location.reload()))();
    return true;
  } catch {
    // No session storage (privacy mode): without a guard a reload could loop, so do not.
    return false;
  }
}

/** Browser only: Vite reports failed preloads of lazy chunks as a cancelable window event. */
export function installChunkReload(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadAfterChunkFailure()) event.preventDefault();
  });
}
