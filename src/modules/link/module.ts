import type { ModuleDescriptor } from "../descriptors";
import { LinkModule } from "./schema";

export default {
  schema: LinkModule,
  names: { de: "Link", en: "Link" },
  required: ["link_text", ["link_url", "link"]],
} satisfies ModuleDescriptor;
