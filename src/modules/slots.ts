import type { ComponentType } from "react";
import type { Lang } from "../lib/languages";
import type { ModuleLoadContext } from "./types";

/**
 * Content a module shows but a feature owns (modules do not import features, DESIGN §2): the
 * app's composition root (router.tsx) provides it, the module renders whatever was provided.
 */
export interface EmbeddedFormSlot {
  /** The form with the given id, as a section of a page (its title is an h2). */
  View: ComponentType<{ id: number; lang: Lang }> & { preload?: () => Promise<void> };
  /** Loads the form's data before the page renders. */
  prefetch: (id: number, context: ModuleLoadContext) => Promise<unknown>;
}

let embeddedForm: EmbeddedFormSlot | null = null;

export function provideEmbeddedForm(slot: EmbeddedFormSlot): void {
  embeddedForm = slot;
}

export function embeddedFormSlot(): EmbeddedFormSlot | null {
  return embeddedForm;
}
