// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const figaro = { id: 1, title: "Figaro", url: "/en/events/figaro/1", date_start: "2026-11-21T18:30:00Z" };
const tosca = { id: 2, title: "Tosca", url: "/en/events/tosca/2", date_start: "2026-11-22T18:30:00Z" };

// The store caches the list per page load; each test starts from a fresh module.
async function freshStore() {
  vi.resetModules();
  return import("./favourites");
}

describe("favourites store", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("toggles an event in and out, keeping the list in localStorage", async () => {
    const store = await freshStore();
    expect(store.toggleFavourite(figaro)).toBe(true);
    expect(store.toggleFavourite(tosca)).toBe(true);
    expect(store.isFavourite(1)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem("kultur:favourites") ?? "")).toEqual([figaro, tosca]);
    expect(store.toggleFavourite(figaro)).toBe(false);
    expect(store.getFavourites()).toEqual([tosca]);
    // A new page load reads what was stored.
    const reloaded = await freshStore();
    expect(reloaded.getFavourites()).toEqual([tosca]);
  });

  it("keeps only the fields it needs", async () => {
    const store = await freshStore();
    store.toggleFavourite({ ...figaro, extra: "x" } as typeof figaro);
    expect(store.getFavourites()).toEqual([figaro]);
  });

  it("reads unusable stored data as an empty list", async () => {
    window.localStorage.setItem("kultur:favourites", "{not json");
    expect((await freshStore()).getFavourites()).toEqual([]);
    window.localStorage.setItem("kultur:favourites", JSON.stringify([{ id: "1" }, figaro]));
    expect((await freshStore()).getFavourites()).toEqual([figaro]);
  });

  it("tells subscribers about changes here and in other tabs", async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeFavourites(listener);
    store.toggleFavourite(figaro);
    expect(listener).toHaveBeenCalledTimes(1);
    window.localStorage.setItem("kultur:favourites", JSON.stringify([tosca]));
    window.dispatchEvent(new StorageEvent("storage", { key: "kultur:favourites" }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getFavourites()).toEqual([tosca]);
    unsubscribe();
    store.toggleFavourite(figaro);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("still works for the page view when storage refuses writes", async () => {
    const store = await freshStore();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(store.toggleFavourite(figaro)).toBe(true);
    expect(store.isFavourite(1)).toBe(true);
  });
});
