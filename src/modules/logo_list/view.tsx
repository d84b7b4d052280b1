import type * as v from "valibot";
import { classNames } from "../common/fields";
import { ModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { LogoListModule } from "./schema";

export function LogoListView({ data, node, lang }: ModuleViewProps<v.InferOutput<typeof LogoListModule>>) {
  const items = node.children ?? [];
  if (items.length === 0) return null;
  return (
    <ul className={classNames("module-logo-list", data.extra_class && `module-logo-list--${data.extra_class}`)}>
      {items.map((item) => (
        <li key={item.id}>
          <ModuleList nodes={[item]} lang={lang} priority={false} />
        </li>
      ))}
    </ul>
  );
}
