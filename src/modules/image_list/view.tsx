import type * as v from "valibot";
import { ChildModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { ImageListModule } from "./schema";

export function ImageListView({ data, node, lang }: ModuleViewProps<v.InferOutput<typeof ImageListModule>>) {
  return (
    <ChildModuleList
      node={node}
      lang={lang}
      className={`module-image-list module-image-list--${data.format}`}
      id={data.anchor || undefined}
    />
  );
}
