import type { ModuleDescriptor } from "../descriptors";
import { VenueListModule } from "./schema";

export default {
  schema: VenueListModule,
  names: { de: "Spielstättenliste", en: "Venue List" },
  required: [],
  children: ["venue"],
} satisfies ModuleDescriptor;
