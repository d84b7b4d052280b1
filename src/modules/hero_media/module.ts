import type { ModuleDescriptor } from "../descriptors";
import { HeroMediaModule } from "./schema";

export default {
  schema: HeroMediaModule,
  names: { de: "Hero Media", en: "Hero Media" },
  required: ["online_from"],
} satisfies ModuleDescriptor;
