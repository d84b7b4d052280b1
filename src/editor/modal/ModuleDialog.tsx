import { type ComponentType, type FormEvent, lazy, Suspense, useMemo, useRef, useState } from "react";
import { type EditorWidgets, FieldsContext, type FieldsState } from "../../modules/common/edit/context";
import { moduleForms, validateModule } from "../../modules/edit-forms";
import type { ModuleModel } from "../../modules/models";
import { useEditor, useTexts } from "../context";
import { messagesIn } from "../messages";
import { Dialog } from "../ui/Dialog";
import { FormEnd } from "../ui/FormEnd";
import { useRefusedField } from "../ui/refused-field";

const forms = new Map<string, ComponentType>();

/** The module's form component, loaded once per type. */
function formOf(model: ModuleModel): ComponentType {
  let form = forms.get(model);
  if (!form) {
    form = lazy(moduleForms[model]);
    forms.set(model, form);
  }
  return form;
}

/** Field path → message, from the server's `problems`. */
export function errorsOf(problems: { path: string; message: string }[] | undefined): Record<string, string> {
  return Object.fromEntries((problems ?? []).map((problem) => [problem.path, problem.message]));
}

/** Field name → its label as the form shows it (without the required mark). */
function labelsOf(form: HTMLFormElement | null): Record<string, string> {
  const labelled = Array.from(form?.querySelectorAll<HTMLElement>("[data-field]") ?? []);
  return Object.fromEntries(
    labelled.map((label) => [label.dataset.field ?? "", label.firstChild?.textContent?.trim() ?? ""]),
  );
}

/** Whether two forms' values are the same, field by field (lists and objects by their content). */
function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => JSON.stringify(a[name]) === JSON.stringify(b[name]));
}

/**
 * The edit modal (SPEC §2): a module's form with its fields, checked in the browser with the
 * server's rules before it is sent; the server's refusals come back at their fields. Focus stays
 * in the dialog and returns to the control that opened it. Values that differ from the stored
 * ones are unsaved: Escape, × and Cancel ask before dropping them.
 */
export function ModuleDialog({
  model,
  title,
  initial,
  stored = initial,
  widgets,
  onSave,
  onClose,
}: {
  model: ModuleModel;
  title: string;
  initial: Record<string, unknown>;
  /** The values as stored, that unsaved changes differ from (the form may start with others: after a conflict, the editor's). */
  stored?: Record<string, unknown>;
  widgets: EditorWidgets;
  /**
   * Sends the values, with the form's labels of the fields (for a conflict view); resolves with
   * the server's field messages, or null when saved.
   */
  onSave: (values: Record<string, unknown>, labels: Record<string, string>) => Promise<Record<string, string> | null>;
  onClose: () => void;
}) {
  const { lang } = useEditor();
  const text = useTexts({
    de: { save: "Speichern", cancel: "Abbrechen", invalid: "Bitte prüfen Sie die markierten Felder." },
    en: { save: "Save", cancel: "Cancel", invalid: "Please check the marked fields." },
  });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const Form = formOf(model);
  const formElement = useRef<HTMLFormElement>(null);
  const focusRefused = useRefusedField(formElement);
  const dirty = useMemo(() => !sameValues(values, stored), [values, stored]);

  const state = useMemo<FieldsState>(
    () => ({
      lang,
      model,
      values,
      errors,
      widgets,
      setValue: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    }),
    [lang, model, values, errors, widgets],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The shared checks speak English (ADR 0026); the server's refusals come translated (api.ts).
    const found = messagesIn(lang, validateModule(model, values));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusRefused();
      return;
    }
    setSending(true);
    const refused = await onSave(values, labelsOf(formElement.current));
    setSending(false);
    if (refused) {
      setErrors(refused);
      focusRefused();
    }
  };

  return (
    <Dialog open title={title} onClose={onClose} wide dirty={dirty}>
      <form ref={formElement} className="editor-form" onSubmit={submit} noValidate>
        <FieldsContext.Provider value={state}>
          <Suspense fallback={<p aria-busy="true">…</p>}>
            <Form />
          </Suspense>
        </FieldsContext.Provider>
        <FormEnd
          message={Object.keys(errors).length > 0 ? text.invalid : ""}
          submit={text.save}
          cancel={text.cancel}
          busy={sending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
