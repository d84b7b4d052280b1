import type { ModuleDescriptor } from "../descriptors";
import { ImageAliasModule } from "./schema";

export default {
  schema: ImageAliasModule,
  names: { de: "Bildausschnitt", en: "Image alias" },
  required: [],
} satisfies ModuleDescriptor;
