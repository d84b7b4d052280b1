import type { ModuleDescriptor } from "../descriptors";
import { VideoModule } from "./schema";

export default {
  schema: VideoModule,
  names: { de: "Video", en: "Video" },
  required: [],
} satisfies ModuleDescriptor;
