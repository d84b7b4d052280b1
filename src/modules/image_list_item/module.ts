import type { ModuleDescriptor } from "../descriptors";
import { ImageListItemModule } from "./schema";

export default {
  schema: ImageListItemModule,
  names: { de: "Bild", en: "Image" },
  required: ["image"],
  item: true,
} satisfies ModuleDescriptor;
