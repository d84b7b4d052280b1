import type { ModuleDescriptor } from "../descriptors";
import { ImageModule } from "./schema";

export default {
  schema: ImageModule,
  names: { de: "Bild", en: "Image" },
  required: ["image"],
} satisfies ModuleDescriptor;
