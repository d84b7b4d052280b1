import { useSyncExternalStore } from "react";

/** Cookie categories of SPEC §9. `required` is always granted. */
export const consentCategories = ["required", "tracking", "media", "marketing"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/**
 * What the visitor has agreed to, shared by the consent dialog (which owns storage and the
 * dialog mechanics) and everything gated on consent (embeds, tag manager). On the server and
 * before the dialog has read its cookie nothing optional is granted, so gated content renders
 * its placeholder during SSR and hydration alike.
 */
interface ConsentBackend {
  /** Grants one category on the visitor's explicit request (e.g. an embed's consent button). */
  accept(category: ConsentCategory): void;
  /** Opens the consent settings (footer link). */
  showSettings(): void;
}

let granted: ReadonlySet<ConsentCategory> = new Set(["required"]);
let backend: ConsentBackend | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the consent dialog whenever the stored choice is read or changes. */
export function setGrantedCategories(categories: readonly string[]): void {
  const next = new Set<ConsentCategory>(["required"]);
  for (const category of categories) {
    if ((consentCategories as readonly string[]).includes(category)) next.add(category as ConsentCategory);
  }
  granted = next;
  for (const listener of listeners) listener();
}

/** Registered once by the consent dialog after it has loaded. */
export function registerConsentBackend(next: ConsentBackend): void {
  backend = next;
}

export function isGranted(category: ConsentCategory): boolean {
  return granted.has(category);
}

/** Grants a category now (the dialog stores it); before the dialog has loaded only for this page view. */
export function acceptConsent(category: ConsentCategory): void {
  if (backend) backend.accept(category);
  else setGrantedCategories([...granted, category]);
}

export function showConsentSettings(): void {
  backend?.showSettings();
}

const serverSnapshot = () => false;

/** True once the visitor has granted `category`; always false during SSR and hydration. */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(subscribe, () => granted.has(category), serverSnapshot);
}
