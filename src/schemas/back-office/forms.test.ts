import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { emptyDefault, FieldType, hasChoices } from "../forms";
import { FormBody, FormFieldBody } from "./forms";

const CHOICE = { value: "a", label_de: "A", label_en: "A" };

function field(changes: Record<string, unknown> = {}) {
  return { field_type: FieldType.text, label_de: "Name", label_en: "Name", slug: "name", ...changes };
}

function form(fields: unknown[]) {
  return { title_de: "Anmeldung", title_en: "Sign-up", slug_de: "anmeldung", slug_en: "sign-up", fields };
}

/** The messages of a refused input, each with its dotted path. */
function problems(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ""}: ${issue.message}`);
}

describe("the field-type rules", () => {
  it("knows the choice types and the answer a field starts with", () => {
    expect(
      Object.values(FieldType)
        .filter(hasChoices)
        .sort((a, b) => a - b),
    ).toEqual([5, 6, 7, 8]);
    expect(emptyDefault(FieldType.checkboxes)).toEqual([]);
    expect(emptyDefault(FieldType.multiSelect)).toEqual([]);
    expect(emptyDefault(FieldType.select)).toBeNull();
    expect(emptyDefault(FieldType.text)).toBeNull();
  });
});

describe("FormFieldBody", () => {
  it("takes a new text field with defaults: no id, not required, no choices", () => {
    expect(v.parse(FormFieldBody, field({ label_de: "  Name  " }))).toEqual({
      id: null,
      field_type: FieldType.text,
      label_de: "Name",
      label_en: "Name",
      slug: "name",
      required: false,
      choices: [],
    });
  });

  it("asks a choice type for at least one choice and refuses choices on other types", () => {
    expect(problems(FormFieldBody, field({ field_type: FieldType.radio }))).toEqual([
      "choices: This field type needs at least one choice",
    ]);
    expect(problems(FormFieldBody, field({ field_type: FieldType.radio, choices: [CHOICE] }))).toEqual([]);
    expect(problems(FormFieldBody, field({ choices: [CHOICE] }))).toEqual(["choices: Only choice fields have choices"]);
    expect(problems(FormFieldBody, field({ field_type: FieldType.select, choices: [CHOICE, CHOICE] }))).toEqual([
      "choices: A value is listed twice",
    ]);
  });

  it("refuses an unknown type, a slug an answer key cannot be, and the confirmation's slug", () => {
    expect(problems(FormFieldBody, field({ field_type: 13 }))).toEqual(["field_type: Choose a field type"]);
    expect(problems(FormFieldBody, field({ slug: "Vor Name" }))[0]).toMatch(/^slug: Lower-case letters/);
    expect(problems(FormFieldBody, field({ slug: "1st" }))[0]).toMatch(/^slug: /);
    expect(problems(FormFieldBody, field({ slug: "email2" }))[0]).toMatch(/^slug: "email2" is the e-mail confirmation/);
    expect(problems(FormFieldBody, field({ slug: "first_name-2" }))).toEqual([]);
  });
});

describe("FormBody", () => {
  it("takes a form with its fields in order, online unless told", () => {
    const parsed = v.parse(FormBody, form([field(), field({ slug: "email", field_type: FieldType.email })]));
    expect(parsed.is_online).toBe(true);
    expect(parsed.intro_de).toBeNull();
    expect(parsed.fields.map((one) => one.slug)).toEqual(["name", "email"]);
  });

  it("refuses two fields with one slug, one field listed twice, and a slug with capitals", () => {
    expect(problems(FormBody, form([field(), field()]))).toEqual(["fields: Two fields have one slug"]);
    expect(problems(FormBody, form([field({ id: 3 }), field({ id: 3, slug: "other" })]))).toEqual([
      "fields: A field is listed twice",
    ]);
    expect(problems(FormBody, { ...form([]), slug_de: "Anmeldung" })[0]).toMatch(/^slug_de: /);
  });
});
