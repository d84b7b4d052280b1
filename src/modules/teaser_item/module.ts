import type { ModuleDescriptor } from "../descriptors";
import { TeaserItemModule } from "./schema";

export default {
  schema: TeaserItemModule,
  names: { de: "Teaser", en: "Teaser" },
  required: [],
  item: true,
} satisfies ModuleDescriptor;
