const PROBE_ORIGIN = "https://next.invalid";

/**
 * Where sign-in may send the browser: `next` when it is a path of this site, else `fallback`.
 * A path starts with one '/', never '//' or a backslash (browsers read '/\evil' as '//evil'),
 * holds no control or space characters (the URL parser drops tabs and newlines, so '/\t/evil'
 * would become '//evil'), and still names this site once resolved.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || next.length > 2000 || !next.startsWith("/") || next.startsWith("//")) return fallback;
  if (next.includes("\\") || [...next].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  try {
    const url = new URL(next, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
