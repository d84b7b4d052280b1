const SCRIPT_ID = "kultur-tag-manager";

/**
 * The CSP nonce of this document. Browsers hide nonce attributes from the DOM, but a script's
 * `nonce` property keeps it, so the router's own scripts give it away to our code only.
 */
function documentNonce(): string | undefined {
  for (const script of document.querySelectorAll("script")) {
    if (script.nonce) return script.nonce;
  }
  return undefined;
}

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
  const nonce = documentNonce();
  // The tag manager passes its own script's nonce on to the tags it injects.
  if (nonce) script.setAttribute("nonce", nonce);
  document.head.appendChild(script);
}
