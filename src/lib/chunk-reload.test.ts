import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkFailure } from "./chunk-reload";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe("isChunkLoadError", () => {
  it("recognises the browsers' and Vite's messages", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});

describe("reloadAfterChunkFailure", () => {
  it("reloads at most once per minute", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkFailure({ storage, now: 1_000_000, reload })).toBe(true);
    expect(reloadAfterChunkFailure({ storage, now: 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkFailure({ storage, now: 1_000_000 + CHUNK_RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload without session storage, which could loop", () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
    };
    expect(reloadAfterChunkFailure({ storage, now: 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
