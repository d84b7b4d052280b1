const FILE_LINK = /\.(?:jpe?g|png|pdf)(?:[?#].*)?$/i;
const MEDIA_PATH = /^\/(?:media|media-files)\//;

/**
 * SPEC §5: a link is internal when it starts with '/', except files (jpg, jpeg, png, pdf)
 * and media paths, which open as ordinary external links.
 */
export function isInternalLink(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  return !FILE_LINK.test(href) && !MEDIA_PATH.test(href);
}

/**
 * A link without ASCII whitespace and control characters: browsers drop them before reading
 * its scheme, so `\tjava\nscript:` is `javascript:` to them and must be to us.
 */
function asBrowsersRead(value: string): string {
  return [...value].filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f).join("");
}
const ALLOWED_SCHEME = /^(?:https?|mailto|tel):/i;
/** A path of this site: one slash, not two or a backslash (both name another host). */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * A stored link as it may go into an `href`, or null: http(s), mailto and tel links, paths of
 * this site and anchors of the page (the schemes the rich-text sanitiser keeps too). Anything
 * else (`javascript:`, `data:`, `//host`, a bare word) gives no link, however it is spelled.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const seen = asBrowsersRead(value);
  const allowed = seen.startsWith("#") || SITE_PATH.test(seen) || ALLOWED_SCHEME.test(seen);
  return allowed ? value.trim() : null;
}

/** Whether a link field may store `value`: a link safeHref gives, or nothing (blank). */
export function isAllowedLink(value: string): boolean {
  return asBrowsersRead(value) === "" || safeHref(value) !== null;
}
