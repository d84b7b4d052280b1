import type { ModuleDescriptor } from "../descriptors";
import { LogoListModule } from "./schema";

export default {
  schema: LogoListModule,
  names: { de: "Logoliste", en: "Logo List" },
  required: [],
  children: ["logo_item"],
} satisfies ModuleDescriptor;
