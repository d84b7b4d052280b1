import { useSuspenseQuery } from "@tanstack/react-query";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import type { Lang } from "../../i18n/languages";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { FieldType } from "../../schemas/forms";
import { FormFieldControl } from "./FormFieldControl";
import { formQuery } from "./queries";

/** A form (SPEC §2/§3): title, intro and every field, e-mail confirmation last. */
export function FormPage({ api, lang, id }: { api: ApiClient; lang: Lang; id: number }) {
  const t = useT();
  const { data: form } = useSuspenseQuery(formQuery(api, lang, id));
  const idPrefix = `form-${form.id}`;
  const hasRequired = form.fields.some((field) => field.required && field.visible);
  const hasFile = form.fields.some((field) => field.field_type === FieldType.file);
  return (
    <article className="form-page">
      <header className="page-header">
        <h1>{form.title}</h1>
      </header>
      {form.intro && <SanitisedHtml html={form.intro} className="rich-text form-page__intro" />}
      {/* Submitting (temp files, POST /{lang}/api/forms-entries/) arrives in a later issue. */}
      <form method="post" className="entry-form" encType={hasFile ? "multipart/form-data" : undefined}>
        {hasRequired && <p className="entry-form__note">{t("form.requiredNote")}</p>}
        {form.fields.map((field) => (
          <FormFieldControl key={`${field.id}:${field.slug}`} field={field} idPrefix={idPrefix} />
        ))}
        <button type="submit" className="button">
          {t("form.submit")}
        </button>
      </form>
    </article>
  );
}
