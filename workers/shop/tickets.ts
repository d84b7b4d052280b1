import { ShopUnavailableError } from "./gateway";
import type { TicketInventory } from "./inventory";

/** The inventory's RPC methods as the caller sees them (results arrive as plain objects). */
type Inventory = Pick<
  TicketInventory,
  | "hold"
  | "changeQuantity"
  | "release"
  | "extend"
  | "sell"
  | "unsell"
  | "availability"
  | "setPools"
  | "stopSales"
  | "resumeSales"
>;
type Method = keyof Inventory;

/** The inventory of one performance: one object per event id. */
function inventoryStub(env: Env, eventId: number): Inventory {
  return env.TICKETS.get(env.TICKETS.idFromName(String(eventId))) as unknown as Inventory;
}

interface DurableObjectFailure {
  retryable?: boolean;
  overloaded?: boolean;
}

/**
 * Calls a performance's inventory. Every inventory method is idempotent (holds carry their ids,
 * quantities are absolute, selling a hold again to the same order is a no-op), so a failure the
 * runtime marks retryable is tried once more on a fresh stub; an overloaded object is not pressed
 * further. Whatever still fails becomes ShopUnavailableError (503 + Retry-After), never a 500 —
 * and, because of the idempotent ids, never a second hold.
 */
export async function callInventory<M extends Method>(
  env: Env,
  eventId: number,
  method: M,
  ...args: Parameters<Inventory[M]>
): Promise<Awaited<ReturnType<Inventory[M]>>> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Called straight off the stub: an RPC method's own `apply`/`call` would be sent as a remote call.
      const stub = inventoryStub(env, eventId) as unknown as Record<M, (...a: typeof args) => ReturnType<Inventory[M]>>;
      return await stub[method](...args);
    } catch (error) {
      const failure = (typeof error === "object" && error !== null ? error : {}) as DurableObjectFailure;
      if (attempt === 1 && failure.retryable === true && failure.overloaded !== true) continue;
      console.error(`ticket inventory of event ${eventId} failed`, error);
      throw new ShopUnavailableError("ticket inventory unavailable", failure.overloaded ? 5 : 2, { cause: error });
    }
  }
}
