import type * as v from "valibot";
import { classNames } from "../common/view-helpers";
import { ChildModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { TeaserListModule } from "./schema";

export function TeaserListView({ data, node, lang }: ModuleViewProps<v.InferOutput<typeof TeaserListModule>>) {
  return (
    <ChildModuleList
      node={node}
      lang={lang}
      className={classNames("module-teaser-list", data.extra_class && `module-teaser-list--${data.extra_class}`)}
    />
  );
}
