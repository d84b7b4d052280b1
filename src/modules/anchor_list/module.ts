import type { ModuleDescriptor } from "../descriptors";
import { AnchorListModule } from "./schema";

export default {
  schema: AnchorListModule,
  names: { de: "Ankerliste", en: "Anchor List" },
  required: [],
  children: ["link"],
} satisfies ModuleDescriptor;
