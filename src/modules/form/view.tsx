import type * as v from "valibot";
import { embeddedFormSlot } from "../slots";
import type { ModuleViewProps } from "../types";
import type { FormModule } from "./schema";

export function FormView({ data, lang }: ModuleViewProps<v.InferOutput<typeof FormModule>>) {
  const slot = embeddedFormSlot();
  if (!slot || data.form === null) return null;
  return (
    <div className="module-form">
      <slot.View id={data.form} lang={lang} />
    </div>
  );
}
