import type { ModuleDescriptor } from "../descriptors";
import { ViewerModule } from "./schema";

export default {
  schema: ViewerModule,
  names: { de: "PDF-Viewer", en: "PDF Viewer" },
  required: [],
} satisfies ModuleDescriptor;
