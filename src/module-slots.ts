import { formQuery } from "./features/forms/queries";
import { lazyView } from "./modules/lazy-view";
import { provideEmbeddedForm } from "./modules/slots";

/**
 * Hands the content modules what features own (modules/slots.ts). The form's code loads only
 * on pages with a form module.
 */
export function provideModuleSlots(): void {
  provideEmbeddedForm({
    View: lazyView(() => import("./features/forms/EmbeddedForm").then((m) => m.EmbeddedForm)),
    prefetch: (id, { api, queryClient, lang }) => queryClient.ensureQueryData(formQuery(api, lang, id)),
  });
}
