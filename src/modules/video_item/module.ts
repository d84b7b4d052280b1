import type { ModuleDescriptor } from "../descriptors";
import { VideoItemModule } from "./schema";

export default {
  schema: VideoItemModule,
  names: { de: "Video", en: "Video" },
  required: [],
  item: true,
} satisfies ModuleDescriptor;
