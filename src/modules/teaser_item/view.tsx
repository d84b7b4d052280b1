import type * as v from "valibot";
import { Teaser } from "../common/Teaser";
import type { ModuleViewProps } from "../types";
import type { TeaserItemModule } from "./schema";

/** A teaser item: a card in a teaser list (or on its own, as a card of its section column). */
export function TeaserItemView({ data, priority }: ModuleViewProps<v.InferOutput<typeof TeaserItemModule>>) {
  return (
    <Teaser
      data={data}
      headingLevel={3}
      className="module-teaser-item"
      sizes="(min-width: 768px) 400px, 100vw"
      priority={priority}
      width={800}
      height={450}
    />
  );
}
