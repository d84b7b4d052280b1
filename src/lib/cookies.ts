import { useRouter } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";

/** The value of cookie `name` in a Cookie header or `document.cookie` ('a=1; b=2'); undefined when absent. */
export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Cookies also change behind the app's back (the shop in another tab, a cart call's Set-Cookie).
  if (listeners.size === 1) document.addEventListener("visibilitychange", cookiesChanged);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener("visibilitychange", cookiesChanged);
  };
}

/** Tells every `useCookie` to read again; call after a response that set cookies (e.g. the cart call). */
export function cookiesChanged(): void {
  for (const listener of listeners) listener();
}

/** Stores a site-wide, script-readable cookie (preferences such as a dismissed alert) and re-renders readers. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one setter for the few preference cookies; the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  cookiesChanged();
}

/**
 * A cookie's current value in a component. The server reads the request's Cookie header (router
 * context), the browser `document.cookie`: both see the same value, so hydration matches.
 */
export function useCookie(name: string): string | undefined {
  const requestCookies = useRouter().options.context?.cookies ?? "";
  return useSyncExternalStore(
    subscribe,
    () => readCookie(document.cookie, name),
    () => readCookie(typeof document === "undefined" ? requestCookies : document.cookie, name),
  );
}
