import type { ModuleDescriptor } from "../descriptors";
import { LogoItemModule } from "./schema";

export default {
  schema: LogoItemModule,
  names: { de: "Logo", en: "Logo" },
  required: ["image"],
  item: true,
} satisfies ModuleDescriptor;
