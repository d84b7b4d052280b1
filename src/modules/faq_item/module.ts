import type { ModuleDescriptor } from "../descriptors";
import { FaqItemModule } from "./schema";

export default {
  schema: FaqItemModule,
  names: { de: "FAQ-Eintrag", en: "FAQ item" },
  required: [],
  item: true,
} satisfies ModuleDescriptor;
