import type { ModuleDescriptor } from "../descriptors";
import { VenueModule } from "./schema";

export default {
  schema: VenueModule,
  names: { de: "Spielstätte", en: "Venue" },
  required: [],
} satisfies ModuleDescriptor;
