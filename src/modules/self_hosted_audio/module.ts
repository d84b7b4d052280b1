import type { ModuleDescriptor } from "../descriptors";
import { SelfHostedAudioModule } from "./schema";

export default {
  schema: SelfHostedAudioModule,
  names: { de: "Audio SH", en: "Audio SH" },
  required: [],
} satisfies ModuleDescriptor;
