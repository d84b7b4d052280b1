import { afterEach, describe, expect, it, vi } from "vitest";
import { submitEntry } from "./submit";

const entry = { lang: "en", formId: 3, input: { name: "Erika" }, files: new Map(), honeypot: "" } as const;

afterEach(() => vi.unstubAllGlobals());

describe("submitEntry", () => {
  it("reports a network failure as failed", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
    expect(await submitEntry(entry)).toEqual({ ok: false, fields: {}, problem: "failed" });
  });

  it("maps the API's refusals to fields or a problem of the whole form", async () => {
    const answer = (body: string, status: number) => vi.fn(async () => new Response(body, { status }));
    vi.stubGlobal("fetch", answer('{"errors":{"name":"required"}}', 422));
    expect(await submitEntry(entry)).toEqual({ ok: false, fields: { name: "required" } });
    vi.stubGlobal("fetch", answer('{"errors":{}}', 422));
    expect(await submitEntry(entry)).toEqual({ ok: false, fields: {}, problem: "failed" });
    vi.stubGlobal("fetch", answer("Too many", 429));
    expect(await submitEntry(entry)).toEqual({ ok: false, fields: {}, problem: "rate_limited" });
    vi.stubGlobal("fetch", answer("", 403));
    expect(await submitEntry(entry)).toEqual({ ok: false, fields: {}, problem: "session" });
    vi.stubGlobal("fetch", answer('{"status":"ok"}', 201));
    expect(await submitEntry(entry)).toEqual({ ok: true });
  });
});
