import type { Context, MiddlewareHandler } from "hono";
import type { ApiErrorBody } from "../../src/schemas/common";
import type { AppEnv } from "../env";

/*
 * workerd ends the connection when a handler answers while a large request body is still
 * unread, also when the rest would be read in `waitUntil`. The client, still sending, then sees
 * the whole exchange fail: the local server (`vite preview`, whose Node fetch carries requests
 * into workerd) answered 500 instead of our 403/404/413. So a body is always read to its end
 * before the answer goes out. The platform caps request bodies (100 MB), which bounds the bytes
 * read; a client that sends slowly waits for its own answer.
 */

const discard = () => new WritableStream<Uint8Array>();

/** Reads to its end a request body the answer did not touch (a 403 without CSRF token, a 404, a 413 by Content-Length). */
export function drainUnreadBody(): MiddlewareHandler<AppEnv> {
  return async function drainUnreadBody(c, next) {
    await next();
    const request = c.req.raw;
    if (request.body && !request.bodyUsed) await request.body.pipeTo(discard()).catch(() => undefined);
  };
}

/**
 * Refuses a body above `maxSize` bytes with `onError`: by Content-Length before anything is read,
 * and for a chunked body once it has come in, keeping no more than `maxSize` bytes of it (a
 * body that breaks off is a 400). Unlike `hono/body-limit`, it never answers with the body half
 * read.
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
    const kept: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    try {
      await body.pipeTo(
        new WritableStream<Uint8Array<ArrayBuffer>>({
          write(chunk) {
            size += chunk.byteLength;
            if (size <= maxSize) kept.push(chunk);
            else kept.length = 0;
          },
        }),
      );
    } catch {
      return c.json({ error: "invalid_body", detail: "The body could not be read." } satisfies ApiErrorBody, 400);
    }
    if (size > maxSize) return onError(c);
    c.req.raw = new Request(c.req.raw, { body: new Blob(kept) });
    return next();
  };
}
