import type { ModuleDescriptor } from "../descriptors";
import { TwoColumnsModule } from "./schema";

export default {
  schema: TwoColumnsModule,
  names: { de: "Zwei Spalten", en: "Two Columns" },
  required: ["extra_class", "text", "image"],
} satisfies ModuleDescriptor;
