import type { ModuleDescriptor } from "../descriptors";
import { BlogTeaserListModule } from "./schema";

export default {
  schema: BlogTeaserListModule,
  names: { de: "Blogliste", en: "Blog List" },
  required: [],
} satisfies ModuleDescriptor;
