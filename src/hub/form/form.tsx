import { createFormHook, createFormHookContexts } from "@tanstack/react-form";
import { type ReactNode, useId, useRef, useState } from "react";
import type * as v from "valibot";
import { fromInputDateTime, toInputDateTime } from "../../lib/dates";
import type { JsonAnswer } from "../../lib/json-request";
import { useHubTexts } from "../texts";
import { imagePreviewUrl, useHubWidgets } from "./widgets";

/**
 * The hub's forms: TanStack Form with the resource's valibot schema (the one the API checks, so
 * a browser and the server refuse the same input), fields that tie their label, help and message
 * to the control, and a submit that shows the server's refusal at the fields it names (`problems`,
 * `field`) and above the form. A refused save keeps every value typed.
 */

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** An error of a field or form: a text, or a schema issue with its message. */
export function messagesOf(errors: readonly unknown[]): string[] {
  const messages = errors.map((error) => {
    if (typeof error === "string") return error;
    if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
      return error.message;
    }
    return "";
  });
  return [...new Set(messages.filter(Boolean))];
}

/**
 * Exported for the declarations of the forms that `useHubForm` returns (TypeScript must name it).
 * @public
 */
export interface FieldFrameProps {
  label: string;
  help?: string;
  required?: boolean;
}

/** Label, control, help and message of one field; `control` gets the ids to describe itself. */
function FieldFrame({
  label,
  help,
  required,
  control,
}: FieldFrameProps & { control: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode }) {
  const field = useFieldContext<unknown>();
  const id = useId();
  const errors = messagesOf(field.state.meta.errors);
  const describedBy = [help ? `${id}-help` : "", errors.length > 0 ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="hub-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control({ id, describedBy: describedBy || undefined, invalid: errors.length > 0 })}
      {help && (
        <p id={`${id}-help`} className="hub-field__help">
          {help}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="hub-field__error">
          {errors.join(" ")}
        </p>
      )}
    </div>
  );
}

/** What a text-valued control (input, textarea, select) takes from its field and its frame. */
function textControlProps(
  field: ReturnType<typeof useFieldContext<string>>,
  ids: { id: string; describedBy?: string; invalid: boolean },
  required: boolean | undefined,
) {
  return {
    id: ids.id,
    name: field.name,
    value: field.state.value ?? "",
    onChange: (event: { currentTarget: { value: string } }) => field.handleChange(event.currentTarget.value),
    onBlur: field.handleBlur,
    required,
    "aria-invalid": ids.invalid || undefined,
    "aria-describedby": ids.describedBy,
  } as const;
}

function TextField({
  type = "text",
  autoComplete,
  maxLength,
  lang,
  ...frame
}: FieldFrameProps & {
  type?: "text" | "email" | "password" | "url" | "date" | "time" | "datetime-local" | "number";
  autoComplete?: string;
  maxLength?: number;
  /** The language of the text typed in (a bilingual item's field): screen readers and spell checks use it. */
  lang?: string;
}) {
  const field = useFieldContext<string>();
  return (
    <FieldFrame
      {...frame}
      control={(ids) => (
        <input
          {...textControlProps(field, ids, frame.required)}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          lang={lang}
        />
      )}
    />
  );
}

function TextArea({
  rows = 6,
  maxLength,
  lang,
  ...frame
}: FieldFrameProps & { rows?: number; maxLength?: number; lang?: string }) {
  const field = useFieldContext<string>();
  return (
    <FieldFrame
      {...frame}
      control={(ids) => (
        <textarea {...textControlProps(field, ids, frame.required)} rows={rows} maxLength={maxLength} lang={lang} />
      )}
    />
  );
}

function Select({ options, ...frame }: FieldFrameProps & { options: readonly { value: string; label: string }[] }) {
  const field = useFieldContext<string>();
  return (
    <FieldFrame
      {...frame}
      control={(ids) => (
        <select {...textControlProps(field, ids, frame.required)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A yes/no field: the box before its label. */
function Checkbox({ label, help }: { label: string; help?: string }) {
  const field = useFieldContext<boolean>();
  const id = useId();
  const errors = messagesOf(field.state.meta.errors);
  return (
    <div className="hub-field hub-field--check">
      <input
        id={id}
        name={field.name}
        type="checkbox"
        checked={field.state.value === true}
        onChange={(event) => field.handleChange(event.currentTarget.checked)}
        onBlur={field.handleBlur}
        aria-describedby={
          [help ? `${id}-help` : "", errors.length > 0 ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
        }
        aria-invalid={errors.length > 0 || undefined}
      />
      <label htmlFor={id}>{label}</label>
      {help && (
        <p id={`${id}-help`} className="hub-field__help">
          {help}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="hub-field__error">
          {errors.join(" ")}
        </p>
      )}
    </div>
  );
}

/**
 * A number typed as text (`12,50` or `12.50`): the field's value is the number times `scale`,
 * rounded (`scale` 100: euros typed, cents stored). What is not a number is NaN, which the
 * schema refuses; the text typed stays as typed until it is a different number.
 */
function NumberField({ scale = 1, lang, ...frame }: FieldFrameProps & { scale?: number; lang?: string }) {
  const field = useFieldContext<number>();
  const shown = (value: number) => (Number.isFinite(value) ? String(value / scale) : "");
  const [draft, setDraft] = useState(() => shown(field.state.value));
  const parsed = (text: string) => {
    const trimmed = text.trim().replace(",", ".");
    return trimmed === "" || !/^-?\d*(?:\.\d*)?$/.test(trimmed) ? Number.NaN : Math.round(Number(trimmed) * scale);
  };
  // A value set from outside (a reset, a loaded item) replaces the text; one this text stands for does not.
  const text = Object.is(parsed(draft), field.state.value) ? draft : shown(field.state.value);
  return (
    <FieldFrame
      {...frame}
      control={(ids) => (
        <input
          id={ids.id}
          name={field.name}
          value={text}
          type="text"
          inputMode={scale === 1 ? "numeric" : "decimal"}
          lang={lang}
          required={frame.required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            field.handleChange(parsed(event.currentTarget.value));
          }}
          onBlur={field.handleBlur}
        />
      )}
    />
  );
}

/**
 * A date and time in Berlin's clock (the organisation's), whatever the browser's zone: the
 * field's value is the instant in UTC (`2031-06-05T17:30:00Z`); while none is typed, '' (which
 * the schema refuses) or, when `optional`, null.
 */
function DateTimeField({ optional = false, ...frame }: FieldFrameProps & { optional?: boolean }) {
  const field = useFieldContext<string | null>();
  return (
    <FieldFrame
      {...frame}
      control={(ids) => (
        <input
          id={ids.id}
          name={field.name}
          type="datetime-local"
          required={frame.required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          onBlur={field.handleBlur}
          value={toInputDateTime(field.state.value)}
          onChange={(event) =>
            field.handleChange(fromInputDateTime(event.currentTarget.value) ?? (optional ? null : ""))
          }
        />
      )}
    />
  );
}

const WIDGET_TEXTS = {
  de: { choose: "Bild wählen …", change: "Anderes Bild …", remove: "Bild entfernen", none: "Kein Bild gewählt." },
  en: { choose: "Choose an image …", change: "Another image …", remove: "Remove the image", none: "No image chosen." },
};

/**
 * A rich-text field (stored as sanitised HTML) on the page editor's rich-text editor; a plain
 * text area where no editor is lent (unit tests).
 */
function RichText({ lang, ...frame }: FieldFrameProps & { lang?: string }) {
  const field = useFieldContext<string>();
  const widgets = useHubWidgets();
  const id = useId();
  const errors = messagesOf(field.state.meta.errors);
  const describedBy = [frame.help ? `${id}-help` : "", errors.length > 0 ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const Editor = widgets?.RichText;
  return (
    // `lang` belongs to the text alone: the label and the editor's toolbar are in the hub's language.
    <div className="hub-field hub-field--rich">
      <label id={`${id}-label`} htmlFor={id}>
        {frame.label}
        {frame.required && <span aria-hidden="true"> *</span>}
      </label>
      {Editor ? (
        <Editor
          id={id}
          value={field.state.value ?? ""}
          onChange={(html) => field.handleChange(html)}
          labelledBy={`${id}-label`}
          describedBy={describedBy || undefined}
          invalid={errors.length > 0}
          lang={lang}
        />
      ) : (
        <textarea
          id={id}
          name={field.name}
          rows={6}
          lang={lang}
          value={field.state.value ?? ""}
          onChange={(event) => field.handleChange(event.currentTarget.value)}
          onBlur={field.handleBlur}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy || undefined}
        />
      )}
      {frame.help && (
        <p id={`${id}-help`} className="hub-field__help">
          {frame.help}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="hub-field__error">
          {errors.join(" ")}
        </p>
      )}
    </div>
  );
}

/**
 * An image field (an R2 base key, or null): a preview, the image finder of the media library
 * (upload included) to choose one, and a button to remove it. `onChosen` hears the finder's
 * answer too (its alt text, for a field beside it).
 */
function Image({
  format,
  onChosen,
  ...frame
}: FieldFrameProps & { format?: string; onChosen?: (image: { key: string; alt: string }) => void }) {
  const field = useFieldContext<string | null>();
  const widgets = useHubWidgets();
  const text = useHubTexts(WIDGET_TEXTS);
  const id = useId();
  const errors = messagesOf(field.state.meta.errors);
  const key = field.state.value;
  async function choose() {
    const image = await widgets?.chooseImage(format ? { format } : {});
    if (!image) return;
    field.handleChange(image.key);
    onChosen?.(image);
  }
  return (
    <fieldset className="hub-field hub-field--image" aria-describedby={errors.length > 0 ? `${id}-error` : undefined}>
      <legend>
        {frame.label}
        {frame.required && <span aria-hidden="true"> *</span>}
      </legend>
      {key ? (
        <img className="hub-field__preview" src={imagePreviewUrl(key)} alt="" width={160} />
      ) : (
        <p className="hub-field__help">{text.none}</p>
      )}
      {key && <code className="hub-field__key">{key}</code>}
      <div className="hub-field__actions">
        <button type="button" className="hub-button" disabled={!widgets} onClick={() => void choose()}>
          {key ? text.change : text.choose}
        </button>
        {key && (
          <button type="button" className="hub-button" onClick={() => field.handleChange(null)}>
            {text.remove}
          </button>
        )}
      </div>
      {frame.help && <p className="hub-field__help">{frame.help}</p>}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="hub-field__error">
          {errors.join(" ")}
        </p>
      )}
    </fieldset>
  );
}

const SUBMIT_TEXTS = {
  de: { saving: "Wird gespeichert …", refused: "Nicht gespeichert." },
  en: { saving: "Saving …", refused: "Not saved." },
};

/** The submit button (busy while saving) and the form's own message (role=alert) above it. */
function SubmitBar({ label, children }: { label: string; children?: ReactNode }) {
  const form = useFormContext();
  const text = useHubTexts(SUBMIT_TEXTS);
  return (
    <form.Subscribe selector={(state) => ({ submitting: state.isSubmitting, errors: state.errorMap.onSubmit })}>
      {({ submitting, errors }) => {
        const message = formMessage(errors);
        return (
          <div className="hub-form__end">
            {message && (
              <p role="alert" className="hub-alert hub-alert--error">
                {text.refused} {message}
              </p>
            )}
            <button type="submit" className="hub-button hub-button--primary" disabled={submitting}>
              {submitting ? text.saving : label}
            </button>
            {children}
          </div>
        );
      }}
    </form.Subscribe>
  );
}

function formMessage(errors: unknown): string | null {
  if (typeof errors === "string") return errors;
  if (typeof errors === "object" && errors !== null && "form" in errors && typeof errors.form === "string") {
    return errors.form;
  }
  return null;
}

const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextArea, Select, Checkbox, NumberField, DateTimeField, RichText, Image },
  formComponents: { SubmitBar },
});

/** A group of fields several item forms share (fields.tsx), bound to each form's own field names. */
export { withFieldGroup };

const REFUSAL_TEXTS = {
  de: {
    network: "Keine Verbindung zum Server. Bitte erneut versuchen.",
    session: "Ihre Anmeldung ist abgelaufen. Melden Sie sich in einem neuen Tab an und speichern Sie dann erneut.",
  },
  en: {
    network: "The server could not be reached. Please try again.",
    session: "Your session has ended. Sign in in a new tab, then save again.",
  },
};

/**
 * A hub form: `schema` checks the values in the browser before `submit` sends them; the
 * server's refusal lands at the fields it names and above the form, and `onSaved` gets the
 * server's answer once it accepted them.
 */
export function useHubForm<Values extends object, Saved>({
  defaultValues,
  schema,
  submit,
  onSaved,
}: {
  defaultValues: Values;
  /** The values' valibot schema (a Standard Schema, which TanStack Form runs). */
  schema: v.GenericSchema<Values, unknown>;
  submit: (values: Values) => Promise<JsonAnswer<Saved>>;
  onSaved: (saved: Saved, values: Values) => void;
}) {
  const text = useHubTexts(REFUSAL_TEXTS);
  const saved = useRef<Saved | null>(null);
  return useAppForm({
    defaultValues,
    validators: {
      onSubmit: schema,
      onSubmitAsync: async ({ value, formApi }) => {
        const answer = await submit(value);
        if (answer.ok) {
          saved.current = answer.body;
          return undefined;
        }
        if (answer.status === 0) return { form: text.network, fields: {} };
        if (answer.status === 401) return { form: text.session, fields: {} };
        // A problem lands at its field when the form shows that field now; an error left on a
        // field that is not shown (another link kind, a whole range) would block every later
        // submit, so those are said by the form's message alone.
        const shown = (path: string) => formApi.getFieldInfo(fieldName(path) as never)?.instance != null;
        const fields: Record<string, string> = {};
        for (const problem of answer.body?.problems ?? []) {
          if (shown(problem.path)) fields[fieldName(problem.path)] ??= problem.message;
        }
        const field = answer.body?.field;
        if (field && shown(field) && !fields[fieldName(field)]) fields[fieldName(field)] = answer.body?.detail ?? "";
        return { form: answer.body?.detail ?? `HTTP ${answer.status}`, fields };
      },
    },
    onSubmit: ({ value }) => {
      if (saved.current !== null) onSaved(saved.current, value);
    },
  });
}

/** The form's name of a field the API names with dots (`ranges.1.to` → `ranges[1].to`). */
function fieldName(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/** The `<form>` element of a hub form: submits through TanStack Form, never by the browser. */
export function HubFormElement({
  form,
  children,
  label,
}: {
  form: { handleSubmit: () => Promise<unknown> };
  children: ReactNode;
  label?: string;
}) {
  return (
    <form
      className="hub-form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        const element = event.currentTarget;
        // A refused save takes the keyboard to the first field it names; without one the form's
        // message (role=alert) is read out where focus stays.
        void form.handleSubmit().then(() => {
          element.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
        });
      }}
    >
      {children}
    </form>
  );
}
