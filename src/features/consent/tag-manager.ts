import { documentCspNonce } from "../../lib/csp-nonce";

const SCRIPT_ID = "kultur-tag-manager";

/** Loads the tag manager once; callers make sure tracking consent has been given. */
export function loadTagManager(id: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  const nonce = documentCspNonce();
  // The tag manager passes its own script's nonce on to the tags it injects.
  if (nonce) script.setAttribute("nonce", nonce);
  document.head.appendChild(script);
}
