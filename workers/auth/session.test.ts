import { describe, expect, it } from "vitest";
import { SESSION_IDLE_MS, SESSION_SLIDE_INTERVAL_MS, slidIdleExpiry } from "./session";

describe("slidIdleExpiry", () => {
  const now = new Date("2027-03-01T12:00:00Z");
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const farAbsolute = at(7 * 24 * 3_600_000);

  it("leaves an idle expiry set less than the interval ago", () => {
    expect(slidIdleExpiry(at(SESSION_IDLE_MS - SESSION_SLIDE_INTERVAL_MS + 1000), farAbsolute, now)).toBeNull();
  });

  it("moves an older one to a full idle period from now", () => {
    expect(slidIdleExpiry(at(SESSION_IDLE_MS - SESSION_SLIDE_INTERVAL_MS), farAbsolute, now)).toEqual(
      at(SESSION_IDLE_MS),
    );
  });

  it("never past the absolute expiry, and not at all once it has reached it", () => {
    expect(slidIdleExpiry(at(60_000), at(600_000), now)).toEqual(at(600_000));
    expect(slidIdleExpiry(at(600_000), at(600_000), now)).toBeNull();
  });
});
