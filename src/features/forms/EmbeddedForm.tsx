import { useSuspenseQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import type { Lang } from "../../lib/languages";
import { EntryForm } from "./FormPage";
import { formQuery } from "./queries";

/** A form inside a page (the form content module): title as a section heading, intro, fields. */
export function EmbeddedForm({ id, lang }: { id: number; lang: Lang }) {
  const { api } = useRouteContext({ from: "__root__" });
  const { data: form } = useSuspenseQuery(formQuery(api, lang, id));
  const headingId = `form-${form.id}-title`;
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{form.title}</h2>
      {form.intro && <SanitisedHtml html={form.intro} className="rich-text form-page__intro" />}
      <EntryForm form={form} lang={lang} />
    </section>
  );
}
