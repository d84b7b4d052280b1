import { FieldType, type FormField } from "./forms";

let nextId = 1;

/**
 * Test fixture: a visible, optional text field without choices, default, placeholder or help
 * text, with a fresh id and slug unless `overrides` name them.
 */
export function formField(overrides: Partial<FormField> = {}): FormField {
  const id = nextId++;
  return {
    id,
    label: "Label",
    slug: `field${id}`,
    field_type: FieldType.text,
    required: false,
    visible: true,
    choices: [],
    default: null,
    placeholder_text: "",
    help_text: "",
    ...overrides,
  };
}
