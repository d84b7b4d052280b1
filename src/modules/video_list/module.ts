import type { ModuleDescriptor } from "../descriptors";
import { VideoListModule } from "./schema";

export default {
  schema: VideoListModule,
  names: { de: "Videoliste", en: "Video list" },
  required: [],
  children: ["video_item"],
} satisfies ModuleDescriptor;
