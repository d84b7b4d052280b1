import type { ModuleDescriptor } from "../descriptors";
import { FullTeaserModule } from "./schema";

export default {
  schema: FullTeaserModule,
  names: { de: "Full Teaser", en: "Full Teaser" },
  required: ["image", "headline", "extra_class"],
} satisfies ModuleDescriptor;
