import type { ModuleDescriptor } from "../descriptors";
import { EventListModule } from "./schema";

export default {
  schema: EventListModule,
  names: { de: "Veranstaltungsliste", en: "Event List" },
  required: [],
} satisfies ModuleDescriptor;
