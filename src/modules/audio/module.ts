import type { ModuleDescriptor } from "../descriptors";
import { AudioModule } from "./schema";

export default {
  schema: AudioModule,
  names: { de: "Audio", en: "Audio" },
  required: [],
} satisfies ModuleDescriptor;
