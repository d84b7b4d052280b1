import { useSuspenseQuery } from "@tanstack/react-query";
import type { Lang } from "../../i18n/languages";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { FieldType, FormFieldControl } from "./FormFieldControl";
import { formQuery } from "./queries";

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: "\u00a0",
};

/**
 * Paragraphs of the intro as text. The contract does not document `intro` as sanitised rich text
 * (the seed stores '<p>…</p>'), so it is never rendered as HTML: paragraph and line breaks split
 * it, other tags are dropped, entities decoded, and React escapes the rest.
 */
export function introParagraphs(intro: string): string[] {
  return intro
    .split(/<\/p>|<br\s*\/?>|\n\s*\n/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, "")
        .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

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
      {form.intro && (
        <div className="form-page__intro">
          {introParagraphs(form.intro).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
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
