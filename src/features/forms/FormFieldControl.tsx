import type { ReactNode } from "react";
import { useT } from "../../i18n/use-lang";
import { isCarried, TEMP_FILE_ACCEPT } from "../../schemas/form-entries";
import { FieldType, type FormField, type FormFieldDefault } from "../../schemas/forms";

const asText = (value: FormFieldDefault): string | undefined =>
  typeof value === "string" || typeof value === "number" ? String(value) : undefined;

const asList = (value: FormFieldDefault): string[] =>
  Array.isArray(value) ? value : typeof value === "string" ? [value] : [];

/** The asterisk the form's note explains; screen readers announce `required` on the control instead. */
function RequiredMark() {
  return (
    <span className="form-field__required" aria-hidden="true">
      {" *"}
    </span>
  );
}

interface FieldProps {
  field: FormField;
  /** Prefix of element ids, unique per form on the page. */
  idPrefix: string;
  /** The validation message to show at the field (SPEC §5), if it failed. */
  error?: string;
}

/** Element id of a field's control (of its first choice, for choice groups): where focus goes on an error. */
export function fieldControlId(idPrefix: string, field: FormField): string {
  const id = `${idPrefix}-${field.slug}`;
  return field.field_type === FieldType.checkboxes || field.field_type === FieldType.radio ? `${id}-0` : id;
}

/** One field of a form as the matching labelled control, with required mark, help text and error. */
export function FormFieldControl({ field, idPrefix, error }: FieldProps) {
  const id = `${idPrefix}-${field.slug}`;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [field.help_text ? `${id}-help` : "", errorId ?? ""].filter(Boolean).join(" ") || undefined;
  const help = (
    <>
      {field.help_text && (
        <p id={`${id}-help`} className="form-field__help">
          {field.help_text}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </>
  );
  const invalid = error ? true : undefined;

  // The server stores a hidden field's default itself: there is nothing to show or send.
  if (isCarried(field)) return null;

  switch (field.field_type) {
    case FieldType.checkboxes:
    case FieldType.radio:
      return <ChoiceGroup field={field} id={id} describedBy={describedBy} invalid={invalid} help={help} />;
    case FieldType.checkbox:
      return (
        <div className={`form-field form-field--checkbox${error ? " form-field--invalid" : ""}`}>
          <input
            type="checkbox"
            id={id}
            name={field.slug}
            value="1"
            required={field.required}
            defaultChecked={field.default === true}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
          <label htmlFor={id}>
            {field.label}
            {field.required && <RequiredMark />}
          </label>
          {help}
        </div>
      );
    default:
      return (
        <div className={`form-field${error ? " form-field--invalid" : ""}`}>
          <label htmlFor={id}>
            {field.label}
            {field.required && <RequiredMark />}
          </label>
          <Control field={field} id={id} describedBy={describedBy} invalid={invalid} />
          {help}
        </div>
      );
  }
}

/** The single control of a labelled field (text-like inputs, textarea, selects, date, file). */
function Control({
  field,
  id,
  describedBy,
  invalid,
}: {
  field: FormField;
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
}) {
  const t = useT();
  const common = {
    id,
    name: field.slug,
    required: field.required,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
  };
  const placeholder = field.placeholder_text || undefined;
  switch (field.field_type) {
    case FieldType.textarea:
      return <textarea {...common} rows={6} placeholder={placeholder} defaultValue={asText(field.default)} />;
    case FieldType.email:
      return (
        <input
          {...common}
          type="email"
          autoComplete="email"
          placeholder={placeholder}
          defaultValue={asText(field.default)}
        />
      );
    case FieldType.number:
      // SPEC §5 refuses negative numbers; min keeps the browser's stepper at 0 and above.
      return <input {...common} type="number" min={0} placeholder={placeholder} defaultValue={asText(field.default)} />;
    case FieldType.date:
      return <input {...common} type="date" />;
    case FieldType.file:
      return <input {...common} type="file" accept={TEMP_FILE_ACCEPT} />;
    case FieldType.select:
      return (
        <select {...common} defaultValue={asText(field.default) ?? ""}>
          <option value="">{field.placeholder_text || t("form.choose")}</option>
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    case FieldType.multiSelect:
      return (
        <select {...common} multiple defaultValue={asList(field.default)}>
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    default:
      // Type 1, and any type this app does not know yet, is a plain text input.
      return <input {...common} type="text" placeholder={placeholder} defaultValue={asText(field.default)} />;
  }
}

/** Checkboxes (several answers) or radio buttons (one answer) in a fieldset whose legend is the label. */
function ChoiceGroup({
  field,
  id,
  describedBy,
  invalid,
  help,
}: {
  field: FormField;
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
  help: ReactNode;
}) {
  const multiple = field.field_type === FieldType.checkboxes;
  const selected = asList(field.default);
  return (
    <fieldset
      className={`form-field form-field--choices${invalid ? " form-field--invalid" : ""}`}
      aria-describedby={describedBy}
    >
      <legend>
        {field.label}
        {field.required && <RequiredMark />}
      </legend>
      {field.choices.map((choice, index) => {
        const choiceId = `${id}-${index}`;
        return (
          <div key={choice.value} className="form-field__choice">
            <input
              type={multiple ? "checkbox" : "radio"}
              id={choiceId}
              name={field.slug}
              value={choice.value}
              defaultChecked={selected.includes(choice.value)}
              // A required radio group needs one answer; the browser checks that per name.
              // "At least one checkbox" has no HTML equivalent: the server checks it (SPEC §5).
              required={!multiple && field.required}
              aria-invalid={invalid}
            />
            <label htmlFor={choiceId}>{choice.label}</label>
          </div>
        );
      })}
      {help}
    </fieldset>
  );
}
