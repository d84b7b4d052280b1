import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { INSERTABLE_MODULES } from "../../src/editor/toolbar/modules";
import { emptyValues } from "../../src/modules/edit-forms";
import { LIST_CHILDREN } from "../../src/modules/editing";
import type { ModuleModel } from "../../src/modules/models";
import { type ModuleSample, moduleSamples, type SampleReferences } from "../../src/modules/module-samples.test-helper";
import type { EditableModule } from "../../src/schemas/pages";
import { clearCache, editorCall, editorSession, getJson, ORIGIN } from "./api-helpers";
import { insertPage } from "./fixtures";

/**
 * Every module type of the toolbar (SPEC §6), created as the editor's form sends it — into a
 * 50-50 section's first column of a page of the test's own, a list with one item through its own
 * create call — and seen in the visitor's server-rendered page. The forms' controls give these
 * values (src/modules/edit-forms.test.tsx); a few are added through the browser too
 * (test/e2e/editor-modules.spec.ts).
 */

type InsertableModel = (typeof INSERTABLE_MODULES)[number]["model"];

/** What the visitor's page shows of the module, given the seed's rows its sample refers to. */
type Rendered = (refs: SampleReferences) => RegExp;

const api = (path: string) => `/de/pageeditor-api/${path}`;

let refs: SampleReferences;
let session: Awaited<ReturnType<typeof editorSession>>;
let samples: ReturnType<typeof moduleSamples>;

beforeAll(async () => {
  const first = async <T>(sql: string): Promise<T> => {
    const row = await env.DB.prepare(sql).first<T>();
    if (!row) throw new Error(`the seed answers nothing to ${sql}`);
    return row;
  };
  const events = await getJson<{ results: { url: string }[] }>("/de/api/events/");
  const eventPage = events.body.results[0]?.url;
  if (!eventPage) throw new Error("the seed has no upcoming event");
  refs = {
    image: (await first<{ key: string }>("SELECT key FROM media WHERE alt != '' ORDER BY id LIMIT 1")).key,
    venue: (await first<{ id: number }>("SELECT id FROM venues WHERE name_de = 'Kulturwerk am Schlossplatz'")).id,
    form: (await first<{ id: number }>("SELECT id FROM forms WHERE title_de LIKE '%Kontakt%' ORDER BY id LIMIT 1")).id,
    eventPage,
  };
  samples = moduleSamples(refs);
  session = await editorSession();
});

/** The `<main>` of the visitor's server-rendered page at German path `path`. */
async function visitorMain(path: string): Promise<string> {
  await clearCache();
  const response = await SELF.fetch(`${ORIGIN}/de${path}`, { headers: { "Accept-Encoding": "identity" } });
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(200);
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0];
  if (!main) throw new Error(`no <main> in /de${path}`);
  return main;
}

async function create(model: string, body: Record<string, unknown>): Promise<EditableModule> {
  const { status, body: created } = await editorCall<EditableModule>("POST", api(`${model}/`), session, body);
  expect(status, `${model}: ${JSON.stringify(created)}`).toBe(201);
  return created;
}

/**
 * A page of the test's own with one empty section, 50-50 unless `fields` say otherwise, as the
 * browser tests make theirs.
 */
async function pageWithSection(fields: Record<string, unknown> = { layout: 3 }) {
  const page = await insertPage();
  const section = await create("container", {
    content_type: "page",
    object_id: page.id,
    slug: `abschnitt-${page.id}`,
    ...fields,
  });
  return { path: page.path, section };
}

/** A pattern of the rendered HTML: the template's text as a regular expression, its values as they are. */
function shows(template: TemplateStringsArray, ...values: unknown[]): RegExp {
  const literal = (value: unknown) => String(value).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(String.raw({ raw: template.raw }, ...values.map(literal)), "s");
}

const CASES: Record<InsertableModel, Rendered> = {
  headline: () => shows`<header class="module-headline"><h2>E2E-Überschrift</h2>`,
  text: () => shows`<div class="module-text"><p>E2E-Fließtext</p></div>`,
  link: () => shows`<p class="module-link"><a [^>]*href="/de/medien">E2E-Linktext</a>`,
  image: ({ image }) => shows`<figure class="module-image[^"]*"><picture>.*<img src="/media/${image}/[^>]* alt="[^"]+"`,
  faq: () =>
    shows`<details class="module-faq-item"><summary[^>]*>E2E-Frage</summary><div [^>]*><p>E2E-Antwort</p></div></details>`,
  video: () => shows`<figure class="module-video">.*<figcaption>E2E-Video</figcaption></figure>`,
  self_hosted_video: () =>
    shows`<figure class="module-self-hosted-video"><video [^>]*><source src="/media/videos/werkstatt-einblick\.webm"/>.*<figcaption>E2E-Eigenes-Video</figcaption>`,
  audio: () =>
    shows`<div class="module-audio"><div class="embed embed--audio[^>]*><div class="embed__consent"><p class="embed__title">E2E-Podcast</p>`,
  self_hosted_audio: () =>
    shows`<figure class="module-self-hosted-audio"><figcaption>E2E-Kammerton</figcaption><audio [^>]*src="/media/audio/kammerton-a\.wav"`,
  viewer: () =>
    shows`<div class="module-viewer"><div class="embed embed--viewer[^>]*><div class="embed__consent"><p class="embed__title">E2E-Heft</p>`,
  quote: () =>
    shows`<figure class="module-quote"><blockquote><p>E2E-Zitat</p></blockquote><figcaption>E2E-Autorin</figcaption>`,
  full_teaser: () =>
    shows`<article class="teaser module-full-teaser[^"]*"><div class="teaser__image"><picture>.*<h2 class="teaser__headline">E2E-Teaser</h2>`,
  venue_list: ({ venue }) =>
    shows`<ul class="module-venue-list"><li><!--\$--><article class="module-venue[^"]*">.*<a href="/de/venues/[^/]+/${venue}">Kulturwerk am Schlossplatz</a>`,
  html: () => shows`<div class="module-html"><p>E2E-HTML <strong>fett</strong></p></div>`,
  form: ({ form }) =>
    shows`<div class="module-form"><section class="form-section" aria-labelledby="form-${form}-title">.*<form class="entry-form"`,
  hero_media: ({ image }) =>
    shows`<section class="module-hero"><div class="module-hero__media"><picture>.*<img src="/media/${image}/.*<h2 class="module-hero__headline">E2E-Hero</h2>`,
  section: () =>
    shows`<section class="module-section module-section--25-50-25" id="abschnitt-\d+"><div class="module-section__grid">(?:<div class="module-section__column"></div>){3}</div></section>`,
  teaser_list: ({ eventPage }) =>
    shows`<ul class="module-teaser-list"><li><!--\$--><article class="teaser module-teaser-item">.*<a href="${eventPage}">E2E-Listenteaser</a>`,
  image_list: ({ image }) =>
    shows`<ul class="module-image-list[^"]*"><li><!--\$--><figure class="module-image-list__item"><picture>.*<img src="/media/${image}/.*<figcaption>E2E-Bildunterschrift</figcaption>`,
  logo_list: ({ image }) =>
    shows`<ul class="module-logo-list"><li><!--\$--><div class="module-logo-item"><picture>.*<img src="/media/${image}/[^>]* alt="E2E-Logo"`,
  // Exactly the two articles asked for.
  blog_teaser_list: () =>
    shows`<ul class="module-blog-teaser-list__items">(?:<li><article class="article-teaser">(?:(?!</li>).)*</article></li>){2}</ul>`,
  two_columns: ({ image }) =>
    shows`<div class="module-two-columns module-two-columns--text-image"><div class="[^"]*module-two-columns__text"><p>E2E-Spaltentext</p></div>.*<img src="/media/${image}/[^>]* alt="[^"]+"`,
  event_list: ({ eventPage }) => shows`<div class="module-event-list">.*<a href="${eventPage}">`,
  highlight_teasers: () =>
    shows`<ul class="module-highlight-teasers"><li><article class="teaser module-highlight-teaser`,
  anchor_list: () =>
    shows`<nav class="module-anchor-list"[^>]*><ul><li><a href="#e2e-anker">E2E-Sprung</a></li></ul></nav>`,
};

const sampleOf = (model: string): ModuleSample => {
  const sample = samples[model as ModuleModel];
  if (!sample) throw new Error(`no sample for ${model}`);
  return sample;
};

describe("the module types of the toolbar", () => {
  it("each has a sample and a case here, and each list's sample has an item it holds", () => {
    const models = INSERTABLE_MODULES.map((entry) => entry.model).sort();
    expect(Object.keys(CASES).sort()).toEqual(models);
    expect(Object.keys(samples).sort()).toEqual(models);
    for (const model of models) {
      const children = LIST_CHILDREN[model as ModuleModel];
      expect(sampleOf(model).item?.model, model).toBe(children?.[0]);
    }
  });

  it.each(INSERTABLE_MODULES.map((entry) => entry.model))(
    "%s: created as its form sends it, shown on the visitor's page",
    async (model) => {
      const sample = sampleOf(model);
      // A section is the toolbar's own: its dialog makes one on the page (container/).
      if (model === "section") {
        const { path } = await pageWithSection(sample.values);
        expect(await visitorMain(path)).toMatch(CASES[model](refs));
        return;
      }
      const { path, section } = await pageWithSection();
      const created = await create(model, { ...emptyValues(model), ...sample.values, parent: section.id, column: 0 });
      if (sample.item) {
        await create(sample.item.model, {
          ...emptyValues(sample.item.model),
          ...sample.item.values,
          parent: created.id,
          column: null,
        });
      }
      expect(await visitorMain(path)).toMatch(CASES[model](refs));
    },
  );
});
