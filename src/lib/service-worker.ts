/**
 * Registers /sw.js once the page has loaded, so it never competes with the page's own requests.
 * Browsers without service workers and failed registrations are silently ignored (SPEC §8).
 */
export function registerServiceWorker(): void {
  const register = () => {
    try {
      if (!("serviceWorker" in navigator)) throw new Error("service workers are not supported");
      navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    } catch {
      // Unsupported: the site works the same without it.
    }
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
