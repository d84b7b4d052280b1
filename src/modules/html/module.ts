import type { ModuleDescriptor } from "../descriptors";
import { HtmlModule } from "./schema";

export default {
  schema: HtmlModule,
  names: { de: "HTML", en: "HTML" },
  required: [],
} satisfies ModuleDescriptor;
