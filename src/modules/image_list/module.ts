import type { ModuleDescriptor } from "../descriptors";
import { ImageListModule } from "./schema";

export default {
  schema: ImageListModule,
  names: { de: "Bilderliste", en: "Image List" },
  required: ["format"],
  children: ["image_list_item"],
} satisfies ModuleDescriptor;
