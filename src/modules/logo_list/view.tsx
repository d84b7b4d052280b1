import type * as v from "valibot";
import { classNames } from "../common/view-helpers";
import { ChildModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { LogoListModule } from "./schema";

export function LogoListView({ data, node, lang }: ModuleViewProps<v.InferOutput<typeof LogoListModule>>) {
  return (
    <ChildModuleList
      node={node}
      lang={lang}
      className={classNames("module-logo-list", data.extra_class && `module-logo-list--${data.extra_class}`)}
    />
  );
}
