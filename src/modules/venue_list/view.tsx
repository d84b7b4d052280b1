import type * as v from "valibot";
import { ChildModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { VenueListModule } from "./schema";

export function VenueListView({ node, lang }: ModuleViewProps<v.InferOutput<typeof VenueListModule>>) {
  return <ChildModuleList node={node} lang={lang} className="module-venue-list" />;
}
