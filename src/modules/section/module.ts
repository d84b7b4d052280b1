import type { ModuleDescriptor } from "../descriptors";
import { SectionModule } from "./schema";

export default {
  schema: SectionModule,
  names: { de: "Sektion", en: "Section" },
  required: [],
} satisfies ModuleDescriptor;
