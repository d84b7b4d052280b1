import type { Context, MiddlewareHandler } from "hono";
import type { ApiErrorBody } from "../../src/schemas/common";
import type { AppEnv } from "../env";

/*
 * workerd ends the connection when a handler answers while a large request body is still
 * unread, also when the rest would be read in `waitUntil`. The client, still sending, then sees
 * the whole exchange fail: the local server (`vite preview`, whose Node fetch carries requests
 * into workerd) answered 500 instead of our 403/404/413. So the rest of a body is read before the
 * answer goes out, up to DRAIN_MAX_BYTES: reading costs CPU time, and no client of ours sends
 * more than a 5 MB upload.
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

type BodyReader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads and drops the rest of a body, giving up after DRAIN_MAX_BYTES or when the client goes away. */
async function drain(reader: BodyReader): Promise<void> {
  try {
    for (let read = 0; read <= DRAIN_MAX_BYTES; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nobody is waiting for the answer.
  }
}

/** Reads the rest of a request body the answer did not touch (a 403 without CSRF token, a 404, a 413 by Content-Length). */
export function drainUnreadBody(): MiddlewareHandler<AppEnv> {
  return async function drainUnreadBody(c, next) {
    await next();
    const { body } = c.req.raw;
    if (body && !body.locked && !c.req.raw.bodyUsed) await drain(body.getReader());
  };
}

/**
 * Refuses a body above `maxSize` bytes with `onError`: by Content-Length before anything is read,
 * and for a chunked body once it has passed the limit, after reading the rest (above). A chunked
 * body within the limit is passed on whole; one that breaks off is a 400.
 */
export function bodyLimit(
  maxSize: number,
  onError: (c: Context<AppEnv>) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async function bodyLimit(c, next) {
    const { body, headers } = c.req.raw;
    if (!body) return next();
    const declared = headers.get("content-length");
    if (declared !== null && !headers.has("transfer-encoding")) {
      return Number.parseInt(declared, 10) > maxSize ? onError(c) : next();
    }
    const reader = body.getReader();
    const kept: Uint8Array[] = [];
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxSize) {
          kept.length = 0;
          await drain(reader);
          return onError(c);
        }
        kept.push(value);
      }
    } catch {
      return c.json({ error: "invalid_body", detail: "The body could not be read." } satisfies ApiErrorBody, 400);
    }
    // Stream chunks are never views of a SharedArrayBuffer, which Blob's types cannot know.
    c.req.raw = new Request(c.req.raw, { body: new Blob(kept as Uint8Array<ArrayBuffer>[]) });
    return next();
  };
}
