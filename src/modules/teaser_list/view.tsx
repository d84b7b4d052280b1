import type * as v from "valibot";
import { classNames } from "../common/fields";
import { ModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { TeaserListModule } from "./schema";

export function TeaserListView({ data, node, lang }: ModuleViewProps<v.InferOutput<typeof TeaserListModule>>) {
  const items = node.children ?? [];
  if (items.length === 0) return null;
  return (
    <ul className={classNames("module-teaser-list", data.extra_class && `module-teaser-list--${data.extra_class}`)}>
      {items.map((item) => (
        <li key={item.id}>
          <ModuleList nodes={[item]} lang={lang} priority={false} />
        </li>
      ))}
    </ul>
  );
}
