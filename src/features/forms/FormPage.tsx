import { useSuspenseQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import type { MessageKey } from "../../i18n/messages";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import { useHydrated } from "../../lib/use-hydrated";
import { HONEYPOT_NAME } from "../../schemas/form-entries";
import { FieldType, type FormDetail, isExternalForm } from "../../schemas/forms";
import { FormFieldControl, fieldControlId } from "./FormFieldControl";
import { formQuery } from "./queries";
import { checkBeforeSending, collectValues, type FieldProblem, type FormProblem, submitEntry } from "./submit";

/** Catalogue key of each field problem; SPEC §5 quotes the first two. */
const problemMessage: Record<FieldProblem, MessageKey> = {
  required: "form.required",
  invalid_email: "form.invalidEmail",
  email_mismatch: "form.emailMismatch",
  invalid_number: "form.invalidNumber",
  negative_number: "form.negativeNumber",
  invalid_choice: "form.invalidChoice",
  invalid_date: "form.invalidDate",
  invalid_file: "form.invalidFile",
  too_long: "form.tooLong",
  invalid_value: "form.invalidValue",
  unknown_field: "form.failed",
  file_too_large: "form.fileTooLarge",
  file_type: "form.fileType",
};

const formProblemMessage: Record<FormProblem, MessageKey> = {
  rate_limited: "form.rateLimited",
  session: "form.sessionExpired",
  failed: "form.failed",
};

type Status =
  | { kind: "editing"; fields: Record<string, FieldProblem>; problem?: FormProblem }
  | { kind: "sending" }
  | { kind: "sent" };

/** A form (SPEC §2/§3): title, intro and every field, e-mail confirmation last; sends with uploads. */
export function FormPage({ api, lang, id }: { api: ApiClient; lang: Lang; id: number }) {
  const { data: form } = useSuspenseQuery(formQuery(api, lang, id));
  return (
    <article className="form-page">
      <header className="page-header">
        <h1>{form.title}</h1>
      </header>
      {form.intro && <SanitisedHtml html={form.intro} className="rich-text form-page__intro" />}
      <EntryForm form={form} lang={lang} />
    </article>
  );
}

/** The form's fields and submit button; a form of the former external service gets a notice instead. */
export function EntryForm({ form, lang }: { form: FormDetail; lang: Lang }) {
  const t = useT();
  // The API takes no entries for it, and the service's script cannot run under this site's CSP.
  if (isExternalForm(form)) return <p>{t("form.unavailable")}</p>;
  return <OwnEntryForm form={form} lang={lang} />;
}

function OwnEntryForm({ form, lang }: { form: FormDetail; lang: Lang }) {
  const t = useT();
  const [status, setStatus] = useState<Status>({ kind: "editing", fields: {} });
  // The server-rendered form has no action: posted before the app takes it over, it would go to
  // the page URL and be lost. Hence no sending until hydration has attached onSubmit.
  const hydrated = useHydrated();
  const sentRef = useRef<HTMLParagraphElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const idPrefix = `form-${form.id}`;
  const hasRequired = form.fields.some((field) => field.required && field.visible);
  const hasFile = form.fields.some((field) => field.field_type === FieldType.file);
  const fieldProblems = status.kind === "editing" ? status.fields : {};
  const formProblem = status.kind === "editing" ? status.problem : undefined;

  // Focus follows the outcome: the confirmation, else the first field to fix, else the form's message.
  useEffect(() => {
    if (status.kind === "sent") sentRef.current?.focus();
    if (status.kind !== "editing") return;
    const first = form.fields.find((field) => status.fields[field.slug]);
    if (first) document.getElementById(fieldControlId(idPrefix, first))?.focus();
    else if (status.problem) problemRef.current?.focus();
  }, [status, form.fields, idPrefix]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "sending") return;
    const data = new FormData(event.currentTarget);
    const { input, files } = collectValues(data, form.fields);
    const problems = checkBeforeSending(form.fields, input, files);
    if (Object.keys(problems).length > 0) {
      setStatus({ kind: "editing", fields: problems });
      return;
    }
    setStatus({ kind: "sending" });
    const honeypot = data.get(HONEYPOT_NAME);
    const result = await submitEntry({
      lang,
      formId: form.id,
      input,
      files,
      honeypot: typeof honeypot === "string" ? honeypot : "",
    });
    if (result.ok) {
      setStatus({ kind: "sent" });
      return;
    }
    const known = Object.fromEntries(
      Object.entries(result.fields).filter(([slug]) => form.fields.some((field) => field.slug === slug)),
    );
    const problem = result.problem ?? (Object.keys(known).length === 0 ? "failed" : undefined);
    setStatus({ kind: "editing", fields: known, problem });
  }

  if (status.kind === "sent") {
    return (
      <p ref={sentRef} className="entry-form__sent" role="status" tabIndex={-1}>
        {t("form.sent")}
      </p>
    );
  }

  return (
    <form
      method="post"
      className="entry-form"
      encType={hasFile ? "multipart/form-data" : undefined}
      // The page shows SPEC's messages at the fields instead of the browser's bubbles.
      noValidate
      onSubmit={onSubmit}
      aria-busy={status.kind === "sending" || undefined}
    >
      {hasRequired && <p className="entry-form__note">{t("form.requiredNote")}</p>}
      {form.fields.map((field) => {
        const problem = fieldProblems[field.slug];
        return (
          <FormFieldControl
            key={`${field.id}:${field.slug}`}
            field={field}
            idPrefix={idPrefix}
            error={problem ? t(problemMessage[problem]) : undefined}
          />
        );
      })}
      {/* Honeypot: off-screen and out of the tab order; only bots fill it in. */}
      <div className="entry-form__trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${HONEYPOT_NAME}`}>{t("form.trapLabel")}</label>
        <input id={`${idPrefix}-${HONEYPOT_NAME}`} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {formProblem && (
        <p ref={problemRef} className="entry-form__problem" role="alert" tabIndex={-1}>
          {t(formProblemMessage[formProblem])}
        </p>
      )}
      <button type="submit" className="button" disabled={!hydrated || status.kind === "sending"}>
        {status.kind === "sending" ? t("form.sending") : t("form.submit")}
      </button>
    </form>
  );
}
