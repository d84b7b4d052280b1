import type { ModuleDescriptor } from "../descriptors";
import { FaqModule } from "./schema";

export default {
  schema: FaqModule,
  names: { de: "FAQ", en: "FAQ" },
  required: [],
  children: ["faq_item"],
} satisfies ModuleDescriptor;
