import type * as v from "valibot";
import { classNames } from "../common/fields";
import { ModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { VideoListModule } from "./schema";

export function VideoListView({ data, node, lang }: ModuleViewProps<v.InferOutput<typeof VideoListModule>>) {
  const items = node.children ?? [];
  if (items.length === 0) return null;
  return (
    <ul className={classNames("module-video-list", data.extra_class)}>
      {items.map((item) => (
        <li key={item.id}>
          <ModuleList nodes={[item]} lang={lang} priority={false} />
        </li>
      ))}
    </ul>
  );
}
