import type * as v from "valibot";
import { ModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { ImageListModule } from "./schema";

export function ImageListView({ data, node, lang }: ModuleViewProps<v.InferOutput<typeof ImageListModule>>) {
  const items = node.children ?? [];
  if (items.length === 0) return null;
  return (
    <ul className={`module-image-list module-image-list--${data.format}`} id={data.anchor || undefined}>
      {items.map((item) => (
        <li key={item.id}>
          <ModuleList nodes={[item]} lang={lang} priority={false} />
        </li>
      ))}
    </ul>
  );
}
