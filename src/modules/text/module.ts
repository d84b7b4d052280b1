import type { ModuleDescriptor } from "../descriptors";
import { TextModule } from "./schema";

export default {
  schema: TextModule,
  names: { de: "Text", en: "Text" },
  required: ["content"],
} satisfies ModuleDescriptor;
