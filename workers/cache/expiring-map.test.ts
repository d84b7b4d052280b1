import { afterEach, describe, expect, it, vi } from "vitest";
import { ExpiringMap } from "./expiring-map";

describe("ExpiringMap", () => {
  afterEach(() => vi.useRealTimers());

  it("answers a value until its seconds are over", () => {
    vi.useFakeTimers();
    const map = new ExpiringMap<string>(10);
    map.set("a", "one", 5);
    vi.advanceTimersByTime(4_999);
    expect(map.get("a")).toBe("one");
    vi.advanceTimersByTime(1);
    expect(map.get("a")).toBeUndefined();
  });

  it("drops the oldest entry beyond its limit; setting a key again makes it the newest", () => {
    const map = new ExpiringMap<number>(2);
    map.set("a", 1, 60);
    map.set("b", 2, 60);
    map.set("a", 3, 60);
    map.set("c", 4, 60);
    expect(map.get("b")).toBeUndefined();
    expect(map.get("a")).toBe(3);
    expect(map.get("c")).toBe(4);
    map.delete("c");
    expect(map.get("c")).toBeUndefined();
  });
});
