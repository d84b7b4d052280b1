import type * as v from "valibot";
import { ModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { VenueListModule } from "./schema";

export function VenueListView({ node, lang }: ModuleViewProps<v.InferOutput<typeof VenueListModule>>) {
  const items = node.children ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="module-venue-list">
      {items.map((item) => (
        <li key={item.id}>
          <ModuleList nodes={[item]} lang={lang} priority={false} />
        </li>
      ))}
    </ul>
  );
}
