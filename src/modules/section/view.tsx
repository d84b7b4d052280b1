import type * as v from "valibot";
import { ModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { SectionModule } from "./schema";

export function SectionView({ data, node, lang, priority }: ModuleViewProps<v.InferOutput<typeof SectionModule>>) {
  const columns = node.columns ?? [];
  const width = data.layout.split("-").length;
  return (
    <section
      className={["module-section", `module-section--${data.layout}`, data.extra_class].filter(Boolean).join(" ")}
      id={node.slug ?? undefined}
    >
      <div className="module-section__grid">
        {Array.from({ length: width }, (_, index) => {
          const column = columns.find((c) => c.index === index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column's position is its identity (the preset's slot)
            <div key={index} className={["module-section__column", column?.classes].filter(Boolean).join(" ")}>
              <ModuleList nodes={column?.children ?? []} lang={lang} priority={priority === true && index === 0} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
