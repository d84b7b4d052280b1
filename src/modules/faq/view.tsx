import type * as v from "valibot";
import { ModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { FaqModule } from "./schema";

export function FaqView({ node, lang }: ModuleViewProps<v.InferOutput<typeof FaqModule>>) {
  const items = node.children ?? [];
  if (items.length === 0) return null;
  return (
    <div className="module-faq">
      <ModuleList nodes={items} lang={lang} priority={false} />
    </div>
  );
}
