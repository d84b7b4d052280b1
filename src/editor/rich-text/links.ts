/**
 * Link addresses in rich text, by the server sanitiser's rule (src/lib/html-sanitiser.ts): http(s),
 * mailto and tel, site paths and anchors; nothing protocol-relative and no other scheme.
 */

const SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** Browsers drop these while reading a scheme, so `java\tscript:` is still `javascript:`. */
const IGNORED_IN_SCHEME = /[\p{Cc}\s\u200b-\u200d\ufeff]/gu;

const schemeOf = (href: string) => /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(IGNORED_IN_SCHEME, ""))?.[1];

/** Whether an address may stay a link: what the sanitiser keeps. */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (value === "" || /^[/\\]{2}/.test(value) || /^\/\\/.test(value)) return false;
  const scheme = schemeOf(value);
  return scheme === undefined || SCHEMES.has(scheme.toLowerCase());
}

export type HrefResult = { href: string } | { problem: "empty" | "scheme" | "invalid" };

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/**
 * What the editor typed, as the address to store. Site paths (`/de/…`) and anchors stay as they
 * are; an address without a scheme gets the default protocol `https://` (SPEC §5), an e-mail
 * address `mailto:`; a scheme other than http(s), mailto and tel is refused.
 */
export function normaliseHref(input: string): HrefResult {
  const value = input.trim();
  if (value === "") return { problem: "empty" };
  if (/\p{Cc}/u.test(value)) return { problem: "invalid" };
  if (value.startsWith("#") || (value.startsWith("/") && !/^\/[/\\]/.test(value))) {
    return { href: value.replaceAll(" ", "%20") };
  }
  if (/^[/\\]/.test(value)) return { problem: "invalid" };
  if (EMAIL.test(value)) return { href: `mailto:${value}` };
  const scheme = schemeOf(value);
  // `www.example.org:8080/x` reads as a scheme to the pattern; a real scheme has no dot.
  if (scheme !== undefined && !scheme.includes(".")) {
    if (!SCHEMES.has(scheme.toLowerCase())) return { problem: "scheme" };
    if (/^https?$/i.test(scheme) && !hasHost(value)) return { problem: "invalid" };
    return { href: value };
  }
  const href = `https://${value}`;
  return hasHost(href) ? { href } : { problem: "invalid" };
}

function hasHost(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname !== "" && !/\s/.test(url);
  } catch {
    return false;
  }
}
