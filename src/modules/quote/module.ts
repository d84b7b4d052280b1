import type { ModuleDescriptor } from "../descriptors";
import { QuoteModule } from "./schema";

export default {
  schema: QuoteModule,
  names: { de: "Zitat", en: "Quote" },
  required: [],
} satisfies ModuleDescriptor;
