import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from "react";

/** Cookie categories of SPEC §9. `required` is always granted. */
export const consentCategories = ["required", "tracking", "media", "marketing"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** True for the name of one of the categories (stored choices may hold anything). */
export function isConsentCategory(name: string): name is ConsentCategory {
  return (consentCategories as readonly string[]).includes(name);
}

/** The kinds of cookies and content each category covers (SPEC §9), stored with the choice. */
export const consentServices = {
  required: [],
  tracking: ["analytics", "ads", "business_tools", "marketing"],
  media: ["video", "audio"],
  marketing: [],
} as const satisfies Record<ConsentCategory, readonly string[]>;

/** Where the consent dialog stores the visitor's choice; its absence means a first visit. */
export const CONSENT_COOKIE = "cc_cookie";

/**
 * Cookies the tag manager (Google Analytics, Ads) sets once tracking is granted: cleared when
 * tracking is withdrawn, and ignored by the page cache (workers/ssr/page-cache.ts), so nothing
 * the server renders may ever read a cookie matching these.
 */
export const TRACKING_COOKIES: readonly (string | RegExp)[] = [/^_ga[ct]?(_|$)/, "_gid", /^_gcl_/];

export function isTrackingCookie(name: string): boolean {
  return TRACKING_COOKIES.some((pattern) => (typeof pattern === "string" ? pattern === name : pattern.test(name)));
}

/**
 * What the visitor has agreed to, shared by the consent controller (which owns storage and the
 * dialog) and everything gated on consent (embeds, tag manager). On the server and before the
 * controller has read its cookie nothing optional is granted, so gated content renders its
 * placeholder during SSR and hydration alike.
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
// What the visitor asked for before the controller had loaded; handed to it when it registers.
const pendingAccepts = new Set<ConsentCategory>();
let settingsRequested = false;
let backendLoader: (() => void) | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the consent controller whenever the stored choice is read or changes. */
export function setGrantedCategories(categories: readonly string[]): void {
  const next = new Set<ConsentCategory>(["required", ...pendingAccepts]);
  for (const category of categories) {
    if (isConsentCategory(category)) next.add(category);
  }
  granted = next;
  for (const listener of listeners) listener();
}

/**
 * Registered by the consent controller after it has loaded: it stores what was accepted in the
 * meantime and opens the settings if the visitor already asked for them. Answers how to take it
 * back (the page's controller stays for the page's life; a test's stand-in does not).
 */
export function registerConsentBackend(next: ConsentBackend): () => void {
  backend = next;
  for (const category of pendingAccepts) next.accept(category);
  pendingAccepts.clear();
  if (settingsRequested) {
    settingsRequested = false;
    next.showSettings();
  }
  return () => {
    if (backend === next) backend = null;
  };
}

/** How to load the controller at once (for a returning visitor it loads when the browser is idle). */
export function setConsentBackendLoader(load: (() => void) | null): void {
  backendLoader = load;
}

/** Grants a category now; the controller stores it (at once, or as soon as it has loaded). */
export function acceptConsent(category: ConsentCategory): void {
  if (backend) {
    backend.accept(category);
    return;
  }
  setGrantedCategories([...granted, category]);
  pendingAccepts.add(category);
  backendLoader?.();
}

/** Opens the consent settings (footer link), loading the controller first if need be. */
export function showConsentSettings(): void {
  if (backend) {
    backend.showSettings();
    return;
  }
  settingsRequested = true;
  backendLoader?.();
}

const serverSnapshot = () => false;

/** True once the visitor has granted `category`; always false during SSR and hydration. */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(subscribe, () => granted.has(category), serverSnapshot);
}

interface ConsentGate {
  /** Whether the gated frame may load (see useConsent). */
  granted: boolean;
  /** For the frame that replaces the placeholder. */
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The placeholder's consent button: grants `category` on the visitor's request. */
  request(): void;
}

/**
 * A third-party frame behind a consent placeholder (embeds, the venue map). The consent button
 * disappears with the placeholder, so after the visitor's click focus moves to the frame that
 * replaces it: a keyboard user stays where they were.
 */
export function useConsentGate(category: ConsentCategory): ConsentGate {
  const granted = useConsent(category);
  const [requested, setRequested] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (granted && requested) frameRef.current?.focus();
  }, [granted, requested]);

  return {
    granted,
    frameRef,
    request: () => {
      setRequested(true);
      acceptConsent(category);
    },
  };
}
