// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { Reservation } from "../../lib/reservation";
import { ReservationClock } from "./ReservationClock";

const MINUTE = 60_000;

/** The cart the shop answers: `msLeft` until its reservation ends, on the shop's clock. */
function cartWith(msLeft: number, extendable = true): Reservation {
  const now = Date.now();
  return {
    tickets_quantity: 2,
    expires_at: new Date(now + msLeft).toISOString(),
    now: new Date(now).toISOString(),
    extendable,
  };
}

let answers: { get: Reservation; extend: Reservation };
const calls: string[] = [];
let cleanup: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${path}`);
      const body = init?.method === "POST" ? answers.extend : answers.get;
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => Promise.resolve());
}

async function render() {
  const rendered = await renderInRouter(
    <ReservationClock
      lang="en"
      amount={2}
      cartLink={(count, time) => (
        <a href="/webshop/cart">
          Cart {count} {time}
        </a>
      )}
    />,
  );
  cleanup = rendered.cleanup;
  await settle();
  const container = rendered.container;
  return {
    link: () => container.querySelector("a")?.textContent ?? "",
    spoken: () => container.querySelector("[aria-live]")?.textContent ?? "",
    extendButton: () => container.querySelector("button"),
  };
}

async function pass(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
}

describe("the header's reservation clock", () => {
  it("ticks every second but speaks only at 5 and 1 minutes left and at the end", async () => {
    answers = { get: cartWith(6 * MINUTE), extend: cartWith(0) };
    const clock = await render();
    expect(clock.link()).toContain("Cart 2");
    expect(clock.link()).toContain("6:00");
    const heard = new Set<string>();
    for (let second = 0; second < 6 * 60; second++) {
      await pass(1000);
      heard.add(clock.spoken());
    }
    expect(heard).toEqual(
      new Set([
        "",
        "Your reservation lasts 5 more minutes.",
        "Your reservation lasts 1 more minute.",
        "Your reservation has expired.",
      ]),
    );
    expect(clock.spoken()).toBe("Your reservation has expired.");
    // The cart read again at the end still names the expiry that ran out: it stays expired.
    expect(calls.filter((call) => call.startsWith("GET"))).toHaveLength(2);
    expect(clock.link()).toContain("Reservation expired");
    expect(clock.link()).not.toContain("0:00");
  });

  it("offers extend once with 2 minutes left, then runs on the extended expiry", async () => {
    answers = { get: cartWith(3 * MINUTE), extend: cartWith(17 * MINUTE, false) };
    const clock = await render();
    expect(clock.extendButton()).toBeNull();
    await pass(MINUTE - 1000);
    expect(clock.extendButton()).toBeNull();
    await pass(1000);
    expect(clock.extendButton()?.textContent).toBe("Extend reservation");

    await act(async () => clock.extendButton()?.click());
    await settle();
    expect(calls).toContain("POST /en/api/webshop/cart/extend/");
    expect(clock.extendButton()).toBeNull();
    expect(clock.spoken()).toBe("Your reservation was extended.");
    expect(clock.link()).toContain("17:00");
    // Not offered again when the extended time runs low.
    await pass(16 * MINUTE);
    expect(clock.link()).toContain("1:00");
    expect(clock.extendButton()).toBeNull();
  });
});
