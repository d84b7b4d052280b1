import { describe, expect, it } from "vitest";
import {
  attributeOf,
  embedFrameSources,
  frameEmbed,
  passesEmbedCheck,
  platformOf,
  socialEmbed,
  videoEmbed,
} from "./embeds";

describe("videoEmbed (SPEC §5: two video platforms, the first with a short-link host)", () => {
  it.each([
    ["https://www.youtube.com/watch?v=kw2026trail", "https://www.youtube-nocookie.com/embed/kw2026trail"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/kw2026stadt", "https://www.youtube-nocookie.com/embed/kw2026stadt"],
    ["https://m.youtube.com/shorts/abcdef12345", "https://www.youtube-nocookie.com/embed/abcdef12345"],
    ["https://www.youtube.com/embed/abcdef12345", "https://www.youtube-nocookie.com/embed/abcdef12345"],
    ["http://www.youtube.com/watch?v=abcdef12345", "https://www.youtube-nocookie.com/embed/abcdef12345"],
    ["https://vimeo.com/824519377", "https://player.vimeo.com/video/824519377?dnt=1"],
    ["https://vimeo.com/824519377/a1b2c3d4e5", "https://player.vimeo.com/video/824519377?dnt=1&h=a1b2c3d4e5"],
    ["https://player.vimeo.com/video/824519377", "https://player.vimeo.com/video/824519377?dnt=1"],
  ])("%s plays from %s", (link, src) => {
    expect(videoEmbed(link)?.src).toBe(src);
  });

  it.each([
    "https://evil.example/watch?v=abcdef12345",
    "https://youtube.com.evil.example/watch?v=abcdef12345",
    "https://evil.example/?u=https://www.youtube.com/watch?v=abcdef12345",
    "https://notyoutube.com/watch?v=abcdef12345",
    "javascript:alert(1)//youtube.com",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=<script>",
    "https://vimeo.com/about",
    "https://www.dailymotion.com/video/x7tgad0",
    "not a url",
  ])("rejects %s", (link) => {
    expect(videoEmbed(link)).toBeNull();
    expect(passesEmbedCheck("video", link)).toBe(false);
  });

  it("names the platform for the consent placeholder", () => {
    expect(videoEmbed("https://youtu.be/kw2026stadt")?.platform.name).toBe("YouTube");
    expect(videoEmbed("https://vimeo.com/1")?.platform.name).toBe("Vimeo");
  });
});

describe("frameEmbed (SPEC §5: audio and document platforms)", () => {
  const soundcloud =
    '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1&amp;color=%23ff5500" title="Podcast"></iframe>';

  it("takes the src, title and height of an embed code's iframe", () => {
    expect(frameEmbed("audio", soundcloud)).toEqual({
      platform: { name: "SoundCloud", hosts: ["soundcloud.com"] },
      src: "https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1&color=%23ff5500",
      title: "Podcast",
      height: 166,
    });
  });

  it.each([
    ["audio", "https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5", "Spotify"],
    [
      "audio",
      '<iframe src="https://player-widget.mixcloud.com/widget/iframe/?feed=%2Fk%2Fshow%2F"></iframe>',
      "Mixcloud",
    ],
    ["audio", "<iframe src='https://embed.podcasts.apple.com/de/podcast/x/id1'></iframe>", "Apple Podcasts"],
    ["viewer", '<iframe src="https://e.issuu.com/embed.html?d=heft&u=kulturwerk"></iframe>', "Issuu"],
    ["viewer", '<iframe src="//www.scribd.com/embeds/123/content"></iframe>', "Scribd"],
    ["viewer", "https://www.yumpu.com/de/embed/view/abc", "Yumpu"],
  ] as const)("%s accepts %s (%s)", (kind, embed, name) => {
    expect(frameEmbed(kind, embed)?.platform.name).toBe(name);
    expect(passesEmbedCheck(kind, embed)).toBe(true);
  });

  it.each([
    ["audio", '<iframe src="https://evil.example/?soundcloud.com"></iframe>'],
    ["audio", '<p>soundcloud.com</p><iframe src="https://evil.example/player"></iframe>'],
    ["audio", '<iframe src="javascript:alert(1)//soundcloud.com"></iframe>'],
    ["audio", '<iframe src="https://e.issuu.com/embed.html"></iframe>'],
    ["viewer", soundcloud],
    ["viewer", '<iframe src="https://issuu.com.evil.example/embed.html"></iframe>'],
    ["viewer", "<iframe></iframe>"],
  ] as const)("%s rejects %s", (kind, embed) => {
    expect(frameEmbed(kind, embed)).toBeNull();
    expect(passesEmbedCheck(kind, embed)).toBe(false);
  });

  it("ignores absurd heights", () => {
    expect(frameEmbed("audio", '<iframe height="5" src="https://w.soundcloud.com/p"></iframe>')?.height).toBeNull();
  });
});

describe("socialEmbed (SPEC §5: four social networks)", () => {
  it.each([
    [
      '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C0kulturwerk/" data-instgrm-version="14"></blockquote>',
      "Instagram",
      "https://www.instagram.com/p/C0kulturwerk/embed/",
    ],
    [
      '<blockquote class="twitter-tweet"><a href="https://t.co/x">pic</a> <a href="https://twitter.com/kulturwerk/status/1234567890?ref_src=twsrc%5Etfw">May 1</a></blockquote>',
      "X",
      "https://platform.twitter.com/embed/Tweet.html?id=1234567890&dnt=true",
    ],
    ["https://x.com/kulturwerk/status/99", "X", "https://platform.twitter.com/embed/Tweet.html?id=99&dnt=true"],
    [
      '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@kulturwerk/video/7234567890123456789"></blockquote>',
      "TikTok",
      "https://www.tiktok.com/embed/v2/7234567890123456789",
    ],
    [
      "https://www.facebook.com/kulturwerk/posts/pfbid0abc",
      "Facebook",
      "https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fkulturwerk%2Fposts%2Fpfbid0abc",
    ],
  ])("frames %s", (embed, name, src) => {
    const resolved = socialEmbed(embed);
    expect(resolved?.platform.name).toBe(name);
    expect(resolved?.src).toBe(src);
  });

  it.each([
    '<blockquote cite="https://www.linkedin.com/posts/x"></blockquote>',
    '<a href="https://instagram.com.evil.example/p/abc/">x</a>',
    "https://www.instagram.com/kulturwerk/",
    "",
  ])("rejects %s", (embed) => {
    expect(socialEmbed(embed)).toBeNull();
    expect(passesEmbedCheck("social", embed)).toBe(false);
  });
});

describe("attributeOf", () => {
  it("reads double-quoted, single-quoted and bare values of the named element only", () => {
    expect(attributeOf('<p title="no"></p><iframe title="yes">', "iframe", "title")).toBe("yes");
    expect(attributeOf("<iframe src='a&amp;b'>", "iframe", "src")).toBe("a&b");
    expect(attributeOf("<iframe height=166>", "iframe", "height")).toBe("166");
    expect(attributeOf('<iframe data-src="x">', "iframe", "src")).toBeNull();
  });
});

describe("embedFrameSources (CSP frame-src)", () => {
  it("allows every platform host and its subdomains over https, and nothing else", () => {
    const sources = embedFrameSources();
    for (const host of ["youtube-nocookie.com", "vimeo.com", "soundcloud.com", "issuu.com", "instagram.com"]) {
      expect(sources).toContain(`https://${host}`);
      expect(sources).toContain(`https://*.${host}`);
    }
    expect(sources.every((source) => source.startsWith("https://"))).toBe(true);
    expect(sources.some((source) => source.includes("*.com") || source === "https://*")).toBe(false);
  });

  it("covers the host of every URL the resolvers produce", () => {
    const framed = [
      videoEmbed("https://youtu.be/abcdef12345")?.src,
      videoEmbed("https://vimeo.com/1")?.src,
      socialEmbed("https://x.com/a/status/1")?.src,
      socialEmbed("https://www.instagram.com/p/abc/")?.src,
    ];
    for (const src of framed) {
      const { hostname } = new URL(src ?? "");
      expect(
        platformOf("video", new URL(`https://${hostname}`)) ?? platformOf("social", new URL(`https://${hostname}`)),
      ).not.toBeNull();
    }
  });
});
