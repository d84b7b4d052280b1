import type { ModuleModel } from "./models";

/**
 * What an editor fills into the form of each module type of the toolbar (SPEC §6), and into the
 * item form of each list among them, as those forms store the values: shared by the form test
 * beside the forms (each form's controls give these values) and the workerd test of the module
 * types (the server takes them and the visitor's page shows them).
 */

/** Rows a sample refers to, as the finders and lists offer them. */
export interface SampleReferences {
  /** Key of a media library image. */
  image: string;
  /** Id of a venue. */
  venue: number;
  /** Id of a form. */
  form: number;
  /** An event's page, as the event finder answers it ('/de/programm/<slug>/<id>'). */
  eventPage: string;
}

export interface ModuleSample {
  /** The fields the editor fills in; the others keep the form's defaults. */
  values: Record<string, unknown>;
  /** A list's one item, added with the list's own add button. */
  item?: { model: ModuleModel; values: Record<string, unknown> };
}

const SOUNDCLOUD_EMBED =
  '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1234567890" title="E2E-Podcast"></iframe>';
const ISSUU_EMBED =
  '<iframe allowfullscreen="true" src="https://e.issuu.com/embed.html?d=spielzeitheft&u=kulturwerk" title="E2E-Heft"></iframe>';

/** One sample per module type of the toolbar. */
export function moduleSamples(refs: SampleReferences): Readonly<Partial<Record<ModuleModel, ModuleSample>>> {
  return {
    headline: { values: { content: "E2E-Überschrift" } },
    text: { values: { content: "<p>E2E-Fließtext</p>" } },
    link: { values: { link_text: "E2E-Linktext", link_url: "/de/medien" } },
    image: { values: { image: refs.image } },
    faq: {
      values: {},
      item: { model: "faq_item", values: { headline: "E2E-Frage", content: "<p>E2E-Antwort</p>" } },
    },
    video: { values: { video_url: "https://www.youtube.com/watch?v=e2eclip", title: "E2E-Video" } },
    self_hosted_video: { values: { file: "media/videos/werkstatt-einblick.webm", title: "E2E-Eigenes-Video" } },
    audio: { values: { embed: SOUNDCLOUD_EMBED } },
    self_hosted_audio: { values: { file: "media/audio/kammerton-a.wav", title: "E2E-Kammerton" } },
    viewer: { values: { embed: ISSUU_EMBED } },
    quote: { values: { content: "E2E-Zitat", author: "E2E-Autorin" } },
    full_teaser: { values: { image: refs.image, headline: "E2E-Teaser" } },
    venue_list: { values: {}, item: { model: "venue", values: { venue: refs.venue } } },
    html: { values: { html_code: "<p>E2E-HTML <strong>fett</strong></p>" } },
    form: { values: { form: refs.form } },
    // A start long past (Berlin 2020-01-01 10:00): the hero is online now and on any later day.
    hero_media: { values: { headline: "E2E-Hero", image: refs.image, online_from: "2020-01-01T09:00:00Z" } },
    section: { values: { layout: 5 } },
    teaser_list: {
      values: {},
      item: { model: "teaser_item", values: { headline: "E2E-Listenteaser", link: refs.eventPage } },
    },
    image_list: {
      values: {},
      item: { model: "image_list_item", values: { image: refs.image, description: "E2E-Bildunterschrift" } },
    },
    logo_list: { values: {}, item: { model: "logo_item", values: { image: refs.image, description: "E2E-Logo" } } },
    blog_teaser_list: { values: { items: 2 } },
    two_columns: { values: { extra_class: "text-image", text: "<p>E2E-Spaltentext</p>", image: refs.image } },
    event_list: { values: { filters: "" } },
    highlight_teasers: { values: {} },
    anchor_list: { values: {}, item: { model: "link", values: { link_text: "E2E-Sprung", link_url: "#e2e-anker" } } },
  };
}
