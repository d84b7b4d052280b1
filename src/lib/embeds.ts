/**
 * Third-party embeds (SPEC §5 embed checks): which platforms each embedding module accepts,
 * how a stored value (a link or a platform's embed code) becomes the URL we frame, and the
 * CSP `frame-src` list derived from the same hosts. Pure: used by module schemas, views and
 * the worker's security headers.
 */

export type EmbedKind = "video" | "audio" | "viewer" | "social";

export interface EmbedPlatform {
  /** Shown to visitors in the consent placeholder. */
  name: string;
  /** Registrable domains; their subdomains belong to the platform too. */
  hosts: readonly string[];
}

const embedPlatforms: Readonly<Record<EmbedKind, readonly EmbedPlatform[]>> = {
  video: [
    { name: "YouTube", hosts: ["youtube.com", "youtu.be", "youtube-nocookie.com"] },
    { name: "Vimeo", hosts: ["vimeo.com"] },
  ],
  audio: [
    { name: "SoundCloud", hosts: ["soundcloud.com"] },
    { name: "Spotify", hosts: ["spotify.com"] },
    { name: "Mixcloud", hosts: ["mixcloud.com"] },
    // The older editor variant's fourth platform.
    { name: "Apple Podcasts", hosts: ["podcasts.apple.com"] },
  ],
  viewer: [
    { name: "Issuu", hosts: ["issuu.com"] },
    // The older editor variant's two further document platforms.
    { name: "Scribd", hosts: ["scribd.com"] },
    { name: "Yumpu", hosts: ["yumpu.com"] },
  ],
  social: [
    { name: "Instagram", hosts: ["instagram.com"] },
    { name: "Facebook", hosts: ["facebook.com"] },
    { name: "X", hosts: ["x.com", "twitter.com"] },
    { name: "TikTok", hosts: ["tiktok.com"] },
  ],
};

/** An embed ready to frame: the platform and the https URL of its player. */
export interface ResolvedEmbed {
  platform: EmbedPlatform;
  src: string;
}

/** A stored link as an https URL (protocol-relative and http links are upgraded), or null. */
function parseLink(value: string): URL | null {
  const trimmed = value.trim();
  const absolute = trimmed.startsWith("//") ? `https:${trimmed}` : trimmed;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if (url.protocol === "http:") url.protocol = "https:";
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  return url;
}

function hostBelongsTo(hostname: string, host: string): boolean {
  return hostname === host || hostname.endsWith(`.${host}`);
}

/** The platform of `kind` that serves `url`, or null (the host must be the platform's, not merely appear in the URL). */
export function platformOf(kind: EmbedKind, url: URL): EmbedPlatform | null {
  const hostname = url.hostname.toLowerCase();
  return embedPlatforms[kind].find((platform) => platform.hosts.some((host) => hostBelongsTo(hostname, host))) ?? null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,64}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (hostBelongsTo(host, "youtu.be")) id = segments[0];
  else if (segments[0] === "watch") id = url.searchParams.get("v");
  else if (segments[0] !== undefined && ["embed", "shorts", "live", "v"].includes(segments[0])) id = segments[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoSrc(url: URL): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  // vimeo.com/{id}[/{hash}], player.vimeo.com/video/{id}, vimeo.com/channels/{name}/{id}
  const index = segments.findIndex((segment) => /^\d{1,12}$/.test(segment));
  const id = index === -1 ? undefined : segments[index];
  if (id === undefined) return null;
  const hash = segments[index + 1] ?? url.searchParams.get("h");
  const query = new URLSearchParams({ dnt: "1" });
  if (hash && /^[0-9a-f]{6,20}$/i.test(hash)) query.set("h", hash);
  return `https://player.vimeo.com/video/${id}?${query}`;
}

/**
 * A video link (SPEC §5: YouTube with its youtu.be short link, or Vimeo) as its player URL.
 * YouTube plays from its no-cookie host.
 */
export function videoEmbed(value: string): ResolvedEmbed | null {
  const url = parseLink(value);
  if (!url) return null;
  const platform = platformOf("video", url);
  if (!platform) return null;
  if (platform.name === "YouTube") {
    const id = youtubeId(url);
    return id ? { platform, src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  const src = vimeoSrc(url);
  return src ? { platform, src } : null;
}

const entities: Record<string, string> = { amp: "&", quot: '"', "#39": "'", apos: "'", lt: "<", gt: ">" };

function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_, name: string) => entities[name] ?? "");
}

/** The value of `name` on the first `tag` element of an embed code, decoded, or null. */
export function attributeOf(html: string, tag: string, name: string): string | null {
  const element = new RegExp(`<${tag}\\b[^>]*>`, "i").exec(html)?.[0];
  if (!element) return null;
  const attribute = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(element);
  if (!attribute) return null;
  return decodeAttribute(attribute[1] ?? attribute[2] ?? attribute[3] ?? "");
}

export interface ResolvedFrameEmbed extends ResolvedEmbed {
  /** The embed code's own iframe title, if any. */
  title: string | null;
  /** The embed code's pixel height, if it names one. */
  height: number | null;
}

/**
 * An audio or document embed (SPEC §5): the platform's embed code (an iframe) or a bare player
 * link. Only the iframe's `src` is used — the code itself is never injected into the page.
 */
export function frameEmbed(kind: "audio" | "viewer", embed: string): ResolvedFrameEmbed | null {
  const isCode = /<iframe\b/i.test(embed);
  const src = isCode ? attributeOf(embed, "iframe", "src") : embed;
  const url = src === null ? null : parseLink(src);
  if (!url) return null;
  const platform = platformOf(kind, url);
  if (!platform) return null;
  const height = isCode ? Number(attributeOf(embed, "iframe", "height")) : Number.NaN;
  return {
    platform,
    src: url.href,
    title: (isCode && attributeOf(embed, "iframe", "title")?.trim()) || null,
    height: Number.isInteger(height) && height >= 80 && height <= 2000 ? height : null,
  };
}

export interface ResolvedSocialEmbed extends ResolvedEmbed {
  /** The post on the platform itself (for the 'view on …' link). */
  permalink: string;
}

function socialSrc(platform: EmbedPlatform, url: URL): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  switch (platform.name) {
    case "Instagram": {
      const [kind, code] = segments;
      if (!kind || !code || !["p", "reel", "tv"].includes(kind) || !/^[\w-]{3,64}$/.test(code)) return null;
      return `https://www.instagram.com/${kind}/${code}/embed/`;
    }
    case "Facebook": {
      if (segments[0] === "plugins") return url.href;
      const plugin = segments.includes("videos") || segments[0] === "watch" ? "video" : "post";
      return `https://www.facebook.com/plugins/${plugin}.php?href=${encodeURIComponent(url.href)}`;
    }
    case "X": {
      const status = segments.indexOf("status");
      const id = status === -1 ? undefined : segments[status + 1];
      return id && /^\d{1,25}$/.test(id) ? `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true` : null;
    }
    case "TikTok": {
      const id = segments.at(-1);
      return id && /^\d{1,25}$/.test(id) ? `https://www.tiktok.com/embed/v2/${id}` : null;
    }
    default:
      return null;
  }
}

const LINK_IN_CODE = /(?:https?:)?\/\/[^\s"'<>]+/gi;

/**
 * A social-media embed (SPEC §5: Instagram, Facebook, X/Twitter, TikTok): the platform's embed
 * code or a post link. The platforms' embed scripts cannot run under our CSP, so the post's own
 * iframe player is framed instead.
 */
export function socialEmbed(embed: string): ResolvedSocialEmbed | null {
  for (const match of decodeAttribute(embed).matchAll(LINK_IN_CODE)) {
    const url = parseLink(match[0]);
    const platform = url && platformOf("social", url);
    if (!url || !platform) continue;
    const src = socialSrc(platform, url);
    if (src) return { platform, src, permalink: url.href };
  }
  return null;
}

/** SPEC §5 embed check of a stored value for a module kind. */
export function passesEmbedCheck(kind: EmbedKind, value: string): boolean {
  switch (kind) {
    case "video":
      return videoEmbed(value) !== null;
    case "audio":
    case "viewer":
      return frameEmbed(kind, value) !== null;
    case "social":
      return socialEmbed(value) !== null;
  }
}

/** CSP `frame-src` sources: exactly the embed platforms' hosts and their subdomains, over https. */
export function embedFrameSources(): string[] {
  const hosts = Object.values(embedPlatforms).flatMap((platforms) => platforms.flatMap((p) => p.hosts));
  return [...new Set(hosts)].flatMap((host) => [`https://${host}`, `https://*.${host}`]);
}
