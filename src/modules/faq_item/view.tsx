import type * as v from "valibot";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import type { ModuleViewProps } from "../types";
import type { FaqItemModule } from "./schema";

/** Collapsible (SPEC §2) with the browser's own disclosure: keyboard, screen readers and find-in-page work. */
export function FaqItemView({ data }: ModuleViewProps<v.InferOutput<typeof FaqItemModule>>) {
  return (
    <details className="module-faq-item">
      <summary className="module-faq-item__question">{data.headline}</summary>
      <SanitisedHtml html={data.content} className="rich-text module-faq-item__answer" />
    </details>
  );
}
