import type { ModuleDescriptor } from "../descriptors";
import { SliderModule } from "./schema";

export default {
  schema: SliderModule,
  names: { de: "Slider", en: "Slider" },
  required: [],
  children: ["teaser_item"],
} satisfies ModuleDescriptor;
