import type { ModuleDescriptor } from "../descriptors";
import { FormModule } from "./schema";

export default {
  schema: FormModule,
  names: { de: "Formular", en: "Form" },
  required: [["form", "hubspot_id"]],
} satisfies ModuleDescriptor;
