import type { Context, MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { ApiErrorBody } from "../../src/schemas/common";
import type { AppEnv } from "../env";

/**
 * The 400 body naming the first problem valibot found: its top-level field and its message, and
 * every problem by its whole path (`prices.3.price_cents`), so a form can show each at its row.
 */
function firstIssue(error: string, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): ApiErrorBody {
  const [issue] = issues;
  const key = issue.path?.[0]?.key;
  return {
    error,
    field: typeof key === "string" ? key : "",
    detail: issue.message,
    problems: issues.map((each) => ({ path: v.getDotPath(each) ?? "", message: each.message })),
  };
}

/**
 * Parses the query string with a valibot object schema. Unknown keys are dropped by the object
 * schema, empty values count as absent (SPEC §5: empty values are dropped from the URL), and a
 * repeated key uses its first value. A bad value gives the 400 answer to send.
 */
export function parseQuery<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): { ok: true; value: v.InferOutput<S> } | { ok: false; response: Response } {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(c.req.query())) {
    if (value !== "") input[key] = value;
  }
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, response: c.json(firstIssue("invalid_query", result.issues), 400) };
}

/**
 * Middleware form of parseQuery: the handler reads the parsed values with `c.req.valid("query")`;
 * a bad value answers 400 `{ error: "invalid_query", field, detail }`.
 */
export function validQuery<S extends v.GenericSchema>(
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { query: Record<string, string> }; out: { query: v.InferOutput<S> } }> {
  return async function validQuery(c, next) {
    const parsed = parseQuery(c, schema);
    if (!parsed.ok) return parsed.response;
    c.req.addValidatedData("query", parsed.value as object);
    await next();
  };
}

/**
 * Reads a JSON request body with a valibot schema. Unreadable JSON answers 400 `invalid_json`;
 * a value the schema refuses answers 400 `{ error: "invalid_body", field, detail }`. With
 * `emptyAs`, an empty body stands for that value (a DELETE that has nothing to say).
 */
export async function parseJsonBody<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
  options: { emptyAs?: unknown } = {},
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  let input: unknown;
  try {
    const text = await c.req.text();
    input = text.trim() === "" && "emptyAs" in options ? options.emptyAs : JSON.parse(text);
  } catch {
    const body: ApiErrorBody = { error: "invalid_json", field: "", detail: "The body is not valid JSON." };
    return { ok: false, response: c.json(body, 400) };
  }
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, response: c.json(firstIssue("invalid_body", result.issues), 400) };
}

/**
 * Middleware form of parseJsonBody: the handler reads the checked body with `c.req.valid("json")`;
 * an unreadable or refused body answers 400 before the handler runs.
 */
export function validJson<S extends v.GenericSchema>(
  schema: S,
  options: { emptyAs?: unknown } = {},
): MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }> {
  return async function validJson(c, next) {
    const parsed = await parseJsonBody(c, schema, options);
    if (!parsed.ok) return parsed.response;
    c.req.addValidatedData("json", parsed.value as object);
    await next();
  };
}
