import type { ModuleDescriptor } from "../descriptors";
import { HighlightTeasersModule } from "./schema";

export default {
  schema: HighlightTeasersModule,
  names: { de: "Highlight-Teaser", en: "Highlight Teasers" },
  required: [],
} satisfies ModuleDescriptor;
