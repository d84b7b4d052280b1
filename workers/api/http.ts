import type { Context, MiddlewareHandler } from "hono";
import type { ApiErrorBody, Paged } from "../../src/schemas/common";
import type { AppEnv } from "../env";
import { bodyLimit } from "../middleware/request-body";

/** Drops one trailing slash at the type level, for `slashOptional`. */
type WithoutSlash<P extends string> = P extends `${infer Head}/` ? Head : P;

/**
 * SPEC §7 spells API paths with a trailing slash; clients that drop it must get the same answer,
 * and `strict: false` only works on the app that receives the request, so both are registered.
 */
export function slashOptional<P extends string>(path: P): [P, WithoutSlash<P>] {
  return [path, (path.endsWith("/") ? path.slice(0, -1) : path) as WithoutSlash<P>];
}

export function jsonError(c: Context<AppEnv>, status: 400 | 401 | 404 | 503, body: ApiErrorBody) {
  return c.json(body, status);
}

/** Headers of an answer that depends on the session: never kept by a shared cache. */
export const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/**
 * 422 for input that parses but breaks a rule: `{ error, field, detail, problems }`, the first
 * problem named as field and detail, every problem listed (the editor shows each at its field).
 */
export function unprocessable(c: Context<AppEnv>, error: string, problems: { path: string; message: string }[]) {
  const [first] = problems;
  return c.json(
    { error, field: first?.path ?? "", detail: first?.message ?? "Invalid input.", problems },
    422,
    PRIVATE,
  );
}

export function notFound(c: Context<AppEnv>, detail = "Not found.") {
  return jsonError(c, 404, { error: "not_found", detail });
}

/**
 * Refuses a request body above `kib` KiB with 413 `{ error: "payload_too_large", detail }`, by
 * Content-Length before anything is read and for chunked bodies without keeping more than the
 * limit: a JSON call parses no more than its largest legitimate payload.
 */
export function bodyLimitKiB(kib: number): MiddlewareHandler<AppEnv> {
  const body: ApiErrorBody = { error: "payload_too_large", detail: `The body is larger than ${kib} KiB.` };
  return bodyLimit(kib * 1024, (c) => c.json(body, 413));
}

const ID_SHAPE = /^[1-9][0-9]{0,9}$/;

/** A path id; anything that is not a positive integer cannot name a row, hence null (→ 404). */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !ID_SHAPE.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** `ctx.waitUntil` when the request has an execution context (it does not in every in-process call). */
export function deferOf(c: Context<AppEnv>): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined;
  }
}

function pageUrl(c: Context<AppEnv>, page: number): string {
  const url = new URL(c.req.url);
  url.searchParams.set("page", String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * The paged envelope (SPEC §3) with relative next/previous URLs that keep the request's query.
 * Like DRF, a page past the last one (page 1 always exists) is not a page: null → 404 'Invalid page.'.
 */
export function pagedEnvelope<T>(
  c: Context<AppEnv>,
  data: { count: number; results: T[] },
  page: number,
  pageSize: number,
): Paged<T> | null {
  const lastPage = Math.max(1, Math.ceil(data.count / pageSize));
  if (page > lastPage) return null;
  return {
    count: data.count,
    next: page < lastPage ? pageUrl(c, page + 1) : null,
    previous: page > 1 ? pageUrl(c, page - 1) : null,
    results: data.results,
  };
}

export function invalidPage(c: Context<AppEnv>) {
  return notFound(c, "Invalid page.");
}
