import type { ModuleDescriptor } from "../descriptors";
import { SelfHostedVideoModule } from "./schema";

export default {
  schema: SelfHostedVideoModule,
  names: { de: "Video SH", en: "Video SH" },
  required: [],
} satisfies ModuleDescriptor;
