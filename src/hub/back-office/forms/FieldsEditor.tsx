import { useEffect, useId, useState } from "react";
import { slugify } from "../../../lib/slug";
import type { FormItem } from "../../../schemas/back-office/forms";
import { FieldType, type FieldTypeValue, hasChoices } from "../../../schemas/forms";
import { messagesOf } from "../../form/form";
import { useHubTexts } from "../../texts";
import { Bilingual } from "../fields";
import type { useItemForm } from "../ItemScreen";
import type { FormValues } from "./FormScreens";

/**
 * The fields of a form in its item screen: each with its type, labels in both languages side by
 * side, slug, whether it is required and, for the choice types, its choices. Fields are added,
 * removed and moved with buttons; after a move the keyboard stays on the moved field's button.
 */

type FieldTypeName = keyof typeof FieldType;

const TEXTS = {
  de: {
    fields: "Felder",
    noFields: "Noch keine Felder.",
    field: (position: number, label: string) => `Feld ${position}${label ? `: ${label}` : ""}`,
    type: "Art",
    label: "Beschriftung",
    slug: "Schlüssel (Slug)",
    slugHelp: "Schlüssel der Angabe in jedem Eingang. Umbenennen nimmt die Angaben früherer Eingänge mit.",
    required: "Pflichtfeld",
    choices: "Auswahlmöglichkeiten",
    choice: (position: number) => `Möglichkeit ${position}`,
    value: "Wert",
    addChoice: "Möglichkeit hinzufügen",
    removeChoice: (position: number) => `Möglichkeit ${position} entfernen`,
    add: "Feld hinzufügen",
    up: (position: number) => `Feld ${position} nach oben`,
    down: (position: number) => `Feld ${position} nach unten`,
    remove: (position: number) => `Feld ${position} entfernen`,
    upShort: "Nach oben",
    downShort: "Nach unten",
    removeShort: "Entfernen",
    types: {
      text: "Textzeile",
      textarea: "Mehrzeiliger Text",
      email: "E-Mail",
      number: "Zahl",
      checkboxes: "Mehrere Kästchen",
      radio: "Auswahlknöpfe",
      multiSelect: "Mehrfachauswahl",
      select: "Auswahlliste",
      date: "Datum",
      file: "Datei-Upload",
      hidden: "Verborgen",
      checkbox: "Einzelnes Kästchen (Zustimmung)",
    } satisfies Record<FieldTypeName, string>,
  },
  en: {
    fields: "Fields",
    noFields: "No fields yet.",
    field: (position: number, label: string) => `Field ${position}${label ? `: ${label}` : ""}`,
    type: "Type",
    label: "Label",
    slug: "Key (slug)",
    slugHelp: "The answer's key in every entry. Renaming takes earlier entries' answers along.",
    required: "Required",
    choices: "Choices",
    choice: (position: number) => `Choice ${position}`,
    value: "Value",
    addChoice: "Add a choice",
    removeChoice: (position: number) => `Remove choice ${position}`,
    add: "Add a field",
    up: (position: number) => `Move field ${position} up`,
    down: (position: number) => `Move field ${position} down`,
    remove: (position: number) => `Remove field ${position}`,
    upShort: "Up",
    downShort: "Down",
    removeShort: "Remove",
    types: {
      text: "Text line",
      textarea: "Long text",
      email: "Email",
      number: "Number",
      checkboxes: "Checkboxes",
      radio: "Radio buttons",
      multiSelect: "Multiple select",
      select: "Drop-down",
      date: "Date",
      file: "File upload",
      hidden: "Hidden",
      checkbox: "Single box (consent)",
    } satisfies Record<FieldTypeName, string>,
  },
};

type FormsForm = ReturnType<typeof useItemForm<FormValues, FormItem>>["form"];

/** A field key from a label: what slugify gives, with `_` for `-` and never starting with a digit. */
function fieldSlug(label: string): string {
  const slug = slugify(label).replaceAll("-", "_");
  return /^[0-9]/.test(slug) ? `f_${slug}` : slug;
}

const NEW_FIELD = {
  id: null,
  field_type: FieldType.text as FieldTypeValue,
  label_de: "",
  label_en: "",
  slug: "",
  required: false,
  choices: [],
};

export function FieldsEditor({ form }: { form: FormsForm }) {
  const text = useHubTexts(TEXTS);
  const base = useId();
  const controlId = (index: number, part: string) => `${base}-${index}-${part}`;
  // Moving, adding or removing re-renders the list; the control to focus then is named here.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  return (
    <form.Field name="fields" mode="array">
      {(list) => {
        const fields = list.state.value ?? [];
        const move = (from: number, to: number) => {
          list.moveValue(from, to);
          // The moved field's own button, unless it reached the end that button points to.
          const last = fields.length - 1;
          const part = from > to ? (to === 0 ? "down" : "up") : to === last ? "up" : "down";
          setFocusNext(controlId(to, part));
        };
        return (
          <fieldset className="form-fields">
            <legend>{text.fields}</legend>
            {fields.length === 0 && <p>{text.noFields}</p>}
            <ol className="form-fields__list">
              {fields.map((_, index) => {
                const position = index + 1;
                return (
                  // Index keys: a move moves the values, the controls stay where they are.
                  // biome-ignore lint/suspicious/noArrayIndexKey: fields have no id before their first save
                  <li key={index} className="form-fields__field">
                    <fieldset>
                      {/* The list re-renders when fields come and go; a field's own values are subscribed to. */}
                      <form.Subscribe selector={(state) => state.values.fields?.[index]?.label_de ?? ""}>
                        {(label) => <legend>{text.field(position, label)}</legend>}
                      </form.Subscribe>
                      <FieldTypeSelect form={form} index={index} id={controlId(index, "type")} />
                      <Bilingual label={text.label}>
                        {(language, label) => (
                          <form.AppField
                            name={`fields[${index}].label_${language}`}
                            listeners={{
                              onChange: ({ value }) => {
                                // A new field's key follows its German label until someone edits the key.
                                const slugMeta = form.getFieldMeta(`fields[${index}].slug`);
                                const isNew = form.getFieldValue(`fields[${index}].id`) == null;
                                if (language === "de" && isNew && !slugMeta?.isDirty) {
                                  form.setFieldValue(`fields[${index}].slug`, fieldSlug(value ?? ""), {
                                    dontUpdateMeta: true,
                                  });
                                }
                              },
                            }}
                          >
                            {(labelField) => (
                              <labelField.TextField label={label} lang={language} required maxLength={200} />
                            )}
                          </form.AppField>
                        )}
                      </Bilingual>
                      <form.AppField name={`fields[${index}].slug`}>
                        {(slugField) => (
                          <slugField.TextField label={text.slug} required maxLength={60} help={text.slugHelp} />
                        )}
                      </form.AppField>
                      <form.AppField name={`fields[${index}].required`}>
                        {(requiredField) => <requiredField.Checkbox label={text.required} />}
                      </form.AppField>
                      <form.Subscribe selector={(state) => state.values.fields?.[index]?.field_type}>
                        {(fieldType) =>
                          fieldType !== undefined &&
                          hasChoices(fieldType) && <ChoicesEditor form={form} index={index} />
                        }
                      </form.Subscribe>
                      <div className="form-fields__actions">
                        <button
                          id={controlId(index, "up")}
                          type="button"
                          className="hub-button"
                          disabled={index === 0}
                          aria-label={text.up(position)}
                          onClick={() => move(index, index - 1)}
                        >
                          {text.upShort}
                        </button>
                        <button
                          id={controlId(index, "down")}
                          type="button"
                          className="hub-button"
                          disabled={index === fields.length - 1}
                          aria-label={text.down(position)}
                          onClick={() => move(index, index + 1)}
                        >
                          {text.downShort}
                        </button>
                        <button
                          type="button"
                          className="hub-button hub-button--danger"
                          aria-label={text.remove(position)}
                          onClick={() => {
                            list.removeValue(index);
                            setFocusNext(`${base}-add`);
                          }}
                        >
                          {text.removeShort}
                        </button>
                      </div>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            <button
              id={`${base}-add`}
              type="button"
              className="hub-button"
              onClick={() => {
                list.pushValue({ ...NEW_FIELD, choices: [] });
                setFocusNext(controlId(fields.length, "type"));
              }}
            >
              {text.add}
            </button>
          </fieldset>
        );
      }}
    </form.Field>
  );
}

/** A field's type; a type without choices drops the choices (the schema refuses them there). */
function FieldTypeSelect({ form, index, id }: { form: FormsForm; index: number; id: string }) {
  const text = useHubTexts(TEXTS);
  return (
    <form.Field name={`fields[${index}].field_type`}>
      {(typeField) => (
        <div className="hub-field">
          <label htmlFor={id}>{text.type}</label>
          <select
            id={id}
            value={String(typeField.state.value)}
            onChange={(event) => {
              const next = Number(event.currentTarget.value) as FieldTypeValue;
              typeField.handleChange(next);
              if (!hasChoices(next)) form.setFieldValue(`fields[${index}].choices`, []);
            }}
          >
            {(Object.entries(FieldType) as [FieldTypeName, FieldTypeValue][]).map(([name, value]) => (
              <option key={value} value={value}>
                {text.types[name]}
              </option>
            ))}
          </select>
        </div>
      )}
    </form.Field>
  );
}

function ChoicesEditor({ form, index }: { form: FormsForm; index: number }) {
  const text = useHubTexts(TEXTS);
  const errorId = useId();
  return (
    <form.Field name={`fields[${index}].choices`} mode="array">
      {(choices) => (
        <fieldset
          className="form-fields__choices"
          aria-describedby={choices.state.meta.errors.length > 0 ? errorId : undefined}
        >
          <legend>{text.choices}</legend>
          {choices.state.meta.errors.length > 0 && (
            <p id={errorId} className="hub-field__error">
              {messagesOf(choices.state.meta.errors).join(" ")}
            </p>
          )}
          {(choices.state.value ?? []).map((_, choice) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: choices are values in order, without ids
            <div key={choice} className="form-fields__choice">
              <form.AppField name={`fields[${index}].choices[${choice}].value`}>
                {(valueField) => (
                  <valueField.TextField label={`${text.choice(choice + 1)}: ${text.value}`} required maxLength={100} />
                )}
              </form.AppField>
              <Bilingual label={`${text.choice(choice + 1)}: ${text.label}`}>
                {(language, label) => (
                  <form.AppField name={`fields[${index}].choices[${choice}].label_${language}`}>
                    {(labelField) => <labelField.TextField label={label} lang={language} required maxLength={200} />}
                  </form.AppField>
                )}
              </Bilingual>
              <button type="button" className="hub-button" onClick={() => choices.removeValue(choice)}>
                {text.removeChoice(choice + 1)}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="hub-button"
            onClick={() => choices.pushValue({ value: "", label_de: "", label_en: "" })}
          >
            {text.addChoice}
          </button>
        </fieldset>
      )}
    </form.Field>
  );
}
