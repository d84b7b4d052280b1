import type { ModuleDescriptor } from "../descriptors";
import { HeadlineModule } from "./schema";

export default {
  schema: HeadlineModule,
  names: { de: "Überschrift", en: "Headline" },
  required: [],
} satisfies ModuleDescriptor;
