import type { ModuleDescriptor } from "../descriptors";
import { SocialMediaModule } from "./schema";

export default {
  schema: SocialMediaModule,
  names: { de: "Social Media", en: "Social media" },
  required: [],
} satisfies ModuleDescriptor;
