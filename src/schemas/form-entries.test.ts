import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { FormEntryBody, isEmail, validateFieldValues } from "./form-entries";
import { FieldType, type FormField } from "./forms";
import { formField } from "./forms.fixtures";

function field(slug: string, field_type: number, overrides: Partial<FormField> = {}): FormField {
  return formField({ label: slug, slug, field_type, ...overrides });
}

const choices = [
  { value: "a", label: "A" },
  { value: "b", label: "B" },
];

const email = field("email", FieldType.email, { required: true });
const email2 = field("email2", FieldType.email, { id: 0, required: true });

describe("validateFieldValues: required", () => {
  it.each([
    ["text", field("x", FieldType.text, { required: true }), "   "],
    ["textarea", field("x", FieldType.textarea, { required: true }), undefined],
    ["number", field("x", FieldType.number, { required: true }), ""],
    ["checkboxes", field("x", FieldType.checkboxes, { required: true, choices }), []],
    ["radio", field("x", FieldType.radio, { required: true, choices }), null],
    ["multi-select", field("x", FieldType.multiSelect, { required: true, choices }), []],
    ["select", field("x", FieldType.select, { required: true, choices }), ""],
    ["date", field("x", FieldType.date, { required: true }), null],
    ["file", field("x", FieldType.file, { required: true }), ""],
    ["consent checkbox", field("x", FieldType.checkbox, { required: true }), false],
  ])("an empty required %s is 'required'", (_kind, f, value) => {
    expect(validateFieldValues([f], { x: value }).errors).toEqual({ x: "required" });
  });

  it("optional empty fields are stored as null (lists as [], the checkbox as false)", () => {
    const fields = [
      field("t", FieldType.text),
      field("n", FieldType.number),
      field("c", FieldType.checkboxes, { choices }),
      field("k", FieldType.checkbox),
    ];
    expect(validateFieldValues(fields, {})).toEqual({ values: { t: null, n: null, c: [], k: false }, errors: {} });
  });

  it("hidden and invisible fields are never required and keep their default, whatever the client sends", () => {
    const fields = [
      field("source", FieldType.hidden, { required: true, default: "website" }),
      field("topic", FieldType.select, { visible: false, required: true, choices, default: "a" }),
      field("tags", FieldType.checkboxes, { visible: false, choices, default: ["a", "b"] }),
    ];
    const defaults = { source: "website", topic: "a", tags: ["a", "b"] };
    expect(validateFieldValues(fields, {})).toEqual({ values: defaults, errors: {} });
    expect(validateFieldValues(fields, { source: "<script>", topic: ["x", "y"], tags: "c" })).toEqual({
      values: defaults,
      errors: {},
    });
    expect(validateFieldValues(fields, { source: { nested: true } })).toEqual({ values: defaults, errors: {} });
  });
});

describe("validateFieldValues: types", () => {
  it("trims texts and bounds their length", () => {
    const fields = [field("t", FieldType.text), field("m", FieldType.textarea)];
    expect(validateFieldValues(fields, { t: "  hi ", m: "x".repeat(10_000) }).values).toEqual({
      t: "hi",
      m: "x".repeat(10_000),
    });
    expect(validateFieldValues(fields, { t: "x".repeat(1001), m: "x".repeat(10_001) }).errors).toEqual({
      t: "too_long",
      m: "too_long",
    });
  });

  it("numbers accept numbers and numeric text only", () => {
    const f = [field("n", FieldType.number)];
    expect(validateFieldValues(f, { n: " 12.5 " }).values).toEqual({ n: 12.5 });
    expect(validateFieldValues(f, { n: 0 }).values).toEqual({ n: 0 });
    expect(validateFieldValues(f, { n: "12a" }).errors).toEqual({ n: "invalid_number" });
    expect(validateFieldValues(f, { n: true }).errors).toEqual({ n: "invalid_number" });
  });

  it("numbers and numeric text must not be negative (SPEC §5)", () => {
    const f = [field("n", FieldType.number, { required: true })];
    for (const bad of [-1, -0.5, -1_000_000, "-1", " -12.5 ", "-1e3"]) {
      expect(validateFieldValues(f, { n: bad }).errors, String(bad)).toEqual({ n: "negative_number" });
    }
    expect(validateFieldValues(f, { n: "0" })).toEqual({ values: { n: 0 }, errors: {} });
    expect(validateFieldValues(f, { n: "-0" }).errors).toEqual({});
  });

  it("choices must be among the field's values; lists lose duplicates", () => {
    const fields = [field("one", FieldType.select, { choices }), field("many", FieldType.checkboxes, { choices })];
    expect(validateFieldValues(fields, { one: "b", many: ["a", "a", "b"] }).values).toEqual({
      one: "b",
      many: ["a", "b"],
    });
    expect(validateFieldValues(fields, { one: "c", many: ["a", "z"] }).errors).toEqual({
      one: "invalid_choice",
      many: "invalid_choice",
    });
    expect(validateFieldValues(fields, { one: ["a"], many: [1] }).errors).toEqual({
      one: "invalid_value",
      many: "invalid_value",
    });
  });

  it("dates must be real yyyy-mm-dd days", () => {
    const f = [field("d", FieldType.date)];
    expect(validateFieldValues(f, { d: "2028-02-29" }).errors).toEqual({});
    for (const bad of ["2027-02-29", "2026-13-01", "01-07-2026", "2026-7-1"]) {
      expect(validateFieldValues(f, { d: bad }).errors, bad).toEqual({ d: "invalid_date" });
    }
  });

  it("file fields take an upload key of the worker's shape only", () => {
    const f = [field("cv", FieldType.file)];
    expect(validateFieldValues(f, { cv: `temp/${"a1_-".repeat(8)}` }).errors).toEqual({});
    for (const bad of ["temp/short", "media/x", `temp/${"a".repeat(31)}/`, 42]) {
      expect(validateFieldValues(f, { cv: bad }).errors).toEqual({ cv: "invalid_file" });
    }
  });

  it("the consent checkbox takes booleans only", () => {
    const f = [field("ok", FieldType.checkbox)];
    expect(validateFieldValues(f, { ok: true }).values).toEqual({ ok: true });
    expect(validateFieldValues(f, { ok: "on" }).errors).toEqual({ ok: "invalid_value" });
  });

  it("fields the form does not have are refused by name", () => {
    expect(validateFieldValues([field("t", FieldType.text)], { t: "x", extra: "y" }).errors).toEqual({
      extra: "unknown_field",
    });
  });
});

describe("validateFieldValues: e-mail and its confirmation", () => {
  it.each(["a@b.de", "first.last+tag@sub.example.org"])("accepts %s", (address) => {
    expect(isEmail(address)).toBe(true);
  });

  it.each(["a@b", "a b@c.de", "@c.de", "a@@c.de", `${"a".repeat(250)}@c.de`])("refuses %s", (address) => {
    expect(isEmail(address)).toBe(false);
  });

  it("the confirmation must repeat the address (case aside) and is not stored", () => {
    const result = validateFieldValues([email, email2], { email: "Eri@Example.org", email2: " eri@example.ORG " });
    expect(result).toEqual({ values: { email: "Eri@Example.org" }, errors: {} });
    expect(
      validateFieldValues([email, email2], { email: "eri@example.org", email2: "eri@example.com" }).errors,
    ).toEqual({ email2: "email_mismatch" });
    expect(validateFieldValues([email, email2], { email: "eri@example.org", email2: "" }).errors).toEqual({
      email2: "required",
    });
  });

  it("an invalid address is reported once, at the address", () => {
    expect(validateFieldValues([email, email2], { email: "eri@", email2: "eri@" }).errors).toEqual({
      email: "invalid_email",
    });
  });

  it("an optional address left empty needs no confirmation, but a given one does", () => {
    const optional = field("email", FieldType.email);
    const confirm = field("email2", FieldType.email, { id: 0 });
    expect(validateFieldValues([optional, confirm], {}).errors).toEqual({});
    expect(validateFieldValues([optional, confirm], { email: "a@b.de" }).errors).toEqual({ email2: "required" });
    expect(validateFieldValues([optional, confirm], { email2: "a@b.de" }).errors).toEqual({
      email2: "email_mismatch",
    });
  });

  it("an invisible confirmation (form without e-mail) is ignored", () => {
    const hidden = field("email2", FieldType.email, { id: 0, visible: false });
    expect(validateFieldValues([field("t", FieldType.text), hidden], { t: "x", email2: "" }).errors).toEqual({});
  });
});

describe("FormEntryBody", () => {
  it("needs a positive integer form id and an object of field values", () => {
    expect(v.safeParse(FormEntryBody, { form: 1, field_values: {} }).success).toBe(true);
    expect(v.safeParse(FormEntryBody, { form: 1, field_values: {}, website: "" }).success).toBe(true);
    for (const bad of [
      { form: 0, field_values: {} },
      { form: 1.5, field_values: {} },
      { form: 1, field_values: [] },
    ]) {
      expect(v.safeParse(FormEntryBody, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
