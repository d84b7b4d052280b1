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
