import { describe, expect, it } from "vitest";
import { markTopLevelConstantsPure } from "./pure-schemas-plugin";

const wrap = (init: string) => `/* @__PURE__ */ (() => (${init}))()`;

describe("markTopLevelConstantsPure", () => {
  it("wraps the initializer of every top-level constant that computes something", () => {
    const code = [
      'import * as v from "valibot";',
      "export const Item = v.object({ id: v.number() });",
      "const Detail = v.object({ ...Item.entries, body: v.string() });",
      "export const fields = { ...imageFields, alt: v.string() };",
      "export const PAGE_SIZE = 9;",
      "export const Alias = Item;",
    ].join("\n");
    const out = markTopLevelConstantsPure(code)?.code ?? "";
    expect(out).toContain(`export const Item = ${wrap("v.object({ id: v.number() })")};`);
    expect(out).toContain(`const Detail = ${wrap("v.object({ ...Item.entries, body: v.string() })")};`);
    expect(out).toContain(`export const fields = ${wrap("{ ...imageFields, alt: v.string() }")};`);
    expect(out).toContain("export const PAGE_SIZE = 9;");
    expect(out).toContain("export const Alias = Item;");
  });

  it("leaves functions, mutable bindings and statements alone: they are not schema definitions", () => {
    const code = [
      'import * as v from "valibot";',
      "export const check = (value) => v.parse(Schema, value);",
      "export function parse(value) { return v.safeParse(Schema, value); }",
      "let counter = count();",
      "register(v.string());",
    ].join("\n");
    expect(markTopLevelConstantsPure(code)).toBeUndefined();
  });
});
