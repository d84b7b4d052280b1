import type * as v from "valibot";
import { Teaser } from "../common/Teaser";
import type { ModuleViewProps } from "../types";
import type { FullTeaserModule } from "./schema";

export function FullTeaserView({ data, priority }: ModuleViewProps<v.InferOutput<typeof FullTeaserModule>>) {
  return (
    <Teaser
      data={data}
      headingLevel={2}
      className={`module-full-teaser module-full-teaser--${data.extra_class}`}
      sizes="(min-width: 1024px) 50vw, 100vw"
      priority={priority}
    />
  );
}
