import type { ModuleDescriptor } from "../descriptors";
import { TeaserListModule } from "./schema";

export default {
  schema: TeaserListModule,
  names: { de: "Teaserliste", en: "Teaser List" },
  required: [],
  children: ["teaser_item"],
} satisfies ModuleDescriptor;
