import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DateParam, DateParamParts } from "./common";

describe("DateParam schemas", () => {
  it("accepts a real dd-mm-yyyy date", () => {
    expect(v.parse(DateParam, "29-02-2028")).toBe("29-02-2028");
    expect(v.parse(DateParamParts, "29-02-2028")).toEqual({ y: 2028, m: 2, d: 29 });
  });

  it("rejects malformed and impossible dates with a message", () => {
    for (const schema of [DateParam, DateParamParts]) {
      for (const input of ["31-02-2026", "1-2-2026", 20260201, undefined]) {
        const result = v.safeParse(schema, input);
        expect(result.success).toBe(false);
        expect(result.issues?.[0]?.message).toBeTruthy();
      }
    }
    expect(v.safeParse(DateParam, "31-02-2026").issues?.[0]?.message).toMatch(/dd-mm-yyyy/);
  });
});
