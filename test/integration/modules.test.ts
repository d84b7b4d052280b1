import { env, SELF } from "cloudflare:test";
import * as v from "valibot";
import { beforeEach, describe, expect, it } from "vitest";
import { moduleSchemas } from "../../src/modules/schemas";
import type { PageDetail, PageModule } from "../../src/schemas/pages";
import { clearCache, getJson, ORIGIN } from "./api-helpers";

beforeEach(clearCache);

function flatten(modules: PageModule[]): PageModule[] {
  return modules.flatMap((m) => [m, ...flatten(m.children), ...flatten((m.columns ?? []).flatMap((c) => c.children))]);
}

async function html(path: string): Promise<{ status: number; body: string; csp: string }> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { "Accept-Encoding": "identity" } });
  return {
    status: response.status,
    body: await response.text(),
    csp: response.headers.get("Content-Security-Policy") ?? "",
  };
}

describe("content modules of the page call", () => {
  it("every module of every online page passes its registry schema; each language uses every module type", async () => {
    const pages = await env.DB.prepare("SELECT path_de, path_en FROM pages WHERE is_online = 1").all<{
      path_de: string;
      path_en: string;
    }>();
    const failures: string[] = [];
    const used = { de: new Set<string>(), en: new Set<string>() };
    for (const page of pages.results) {
      for (const lang of ["de", "en"] as const) {
        const path = `/${lang}/pageeditor-api/page${lang === "de" ? page.path_de : page.path_en}`;
        const { status, body } = await getJson<PageDetail>(path.replace(/\/$/, ""));
        expect(status, path).toBe(200);
        for (const node of flatten(body.modules)) {
          used[lang].add(node.model);
          const schema = moduleSchemas[node.model];
          const result = schema && v.safeParse(schema, node);
          if (!result?.success) failures.push(`${path} #${node.id} ${node.model}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The demo seed's one check that it shows every module type (workers/db/seed/pages.ts).
    for (const lang of ["de", "en"] as const) {
      expect(
        Object.keys(moduleSchemas).filter((model) => !used[lang].has(model)),
        lang,
      ).toEqual([]);
    }
  });

  it("resolves venue and blog references to what the views show", async () => {
    const visit = await getJson<PageDetail>("/de/pageeditor-api/page/besuch");
    const venues = flatten(visit.body.modules).filter((m) => m.model === "venue");
    expect(venues.length).toBeGreaterThan(0);
    for (const venue of venues) expect(venue.venue_obj).toMatchObject({ id: venue.venue, url: expect.any(String) });
    const home = await getJson<PageDetail>("/en/pageeditor-api/page");
    const [blog] = flatten(home.body.modules).filter((m) => m.model === "blog_teaser_list");
    expect(blog).toBeDefined();
    expect((blog?.article_objs as unknown[] | undefined)?.length).toBe(blog?.items);
  });
});

describe("server-rendered modules", () => {
  it("renders the media page's embeds as consent placeholders, never as frames", async () => {
    const { status, body } = await html("/de/medien");
    expect(status).toBe(200);
    expect(body.match(/class="embed embed--[a-z]+(?: embed--fixed)? embed--placeholder"/g)).toHaveLength(6);
    expect(body).not.toContain("<iframe");
    expect(body).toContain("Akzeptieren und laden");
    expect(body).toContain('class="module-self-hosted-video"');
    expect(body).toContain('<audio controls="" preload="none" src="/media/audio/kammerton-a.wav"');
    expect(body).toContain("Auf Instagram ansehen");
  });

  it.each([
    [
      "/de",
      [
        "module-hero",
        "module-slider",
        "module-teaser-list",
        "module-event-list",
        "module-full-teaser",
        "module-blog-teaser-list",
        "module-logo-list",
      ],
    ],
    [
      "/en/about-us",
      ["module-anchor-list", "module-two-columns--image-text", "module-quote", "module-image-list--standard"],
    ],
    [
      "/en/about-us/history",
      ["module-image-alias--horizontal", "module-image-alias--vertical", "module-two-columns--text-image"],
    ],
    ["/de/besuch", ["module-venue", "module-venue-list", "module-html", "module-faq-item", "module-section--50-50"]],
    ["/en/service/contact", ["module-form", "entry-form"]],
  ])("renders %s with its modules", async (path, classes) => {
    const { status, body } = await html(path);
    expect(status).toBe(200);
    for (const name of classes) expect(body, name).toContain(name);
    // In place in the document, not streamed late into hidden templates: readable without script.
    expect(body).not.toMatch(/<div hidden id="S:|<template id="B:/);
  });

  it("renders the Two Columns image with its description as alt text", async () => {
    const { body } = await html("/en/about-us");
    expect(body).toMatch(/<img [^>]*alt="A workbench with planes and wood shavings"/);
  });

  it("renders FAQ items as native disclosures and the raw HTML module's table", async () => {
    const { body } = await html("/en/visit");
    expect(body).toMatch(
      /<details class="module-faq-item"><summary class="module-faq-item__question">Is there a cloakroom\?<\/summary>/,
    );
    expect(body).toContain('<table class="prices">');
  });

  it("allows frames from the embed platforms only", async () => {
    const { csp } = await html("/de/medien");
    const frameSrc = csp.split("; ").find((directive) => directive.startsWith("frame-src")) ?? "";
    for (const source of [
      "https://*.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://*.soundcloud.com",
      "https://*.issuu.com",
      "https://*.instagram.com",
    ]) {
      const host = source.replace("https://", "").replace("*.", "");
      expect(
        frameSrc.split(" ").some((s) => s === source || s === `https://*.${host.split(".").slice(-2).join(".")}`),
        source,
      ).toBe(true);
    }
    expect(frameSrc).not.toMatch(/\s\*(\s|$)|https:(\s|$)/);
  });
});
