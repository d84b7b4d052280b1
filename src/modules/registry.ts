import { eventListQuery } from "./event_list/queries";
import { eventWindow, windowQuery } from "./event_list/window";
import { HeadlineView } from "./headline/view";
import { highlightsQuery } from "./highlight_teasers/queries";
import { ImageView } from "./image/view";
import { lazyView } from "./lazy-view";
import { LinkView } from "./link/view";
import type { ModuleModel } from "./models";
import { SectionView } from "./section/view";
import { embeddedFormSlot } from "./slots";
import { TextView } from "./text/view";
import type { ModuleDefinition, ModuleLoadContext, ModuleNode } from "./types";

/** Types `prefetch`'s data by the view's props (each view takes its schema's output). */
function define<T>(definition: ModuleDefinition<T>): ModuleDefinition {
  return definition as unknown as ModuleDefinition;
}

/**
 * Module type (`model`, SPEC §3) → view, for exactly the types of MODULE_MODELS (the compiler
 * checks both ways); looked up by any stored `model` string. The schemas live in ./schemas,
 * on the server: the page call serves checked modules only. Views other than the few on nearly
 * every page load lazily, so a page downloads the code of the modules it uses only.
 */
export const moduleRegistry: Readonly<Record<string, ModuleDefinition>> = {
  headline: define({ View: HeadlineView }),
  text: define({ View: TextView }),
  link: define({ View: LinkView }),
  image: define({ View: ImageView }),
  section: define({ View: SectionView }),
  full_teaser: define({ View: lazyView(() => import("./full_teaser/view").then((m) => m.FullTeaserView)) }),
  teaser_list: define({ View: lazyView(() => import("./teaser_list/view").then((m) => m.TeaserListView)) }),
  teaser_item: define({ View: lazyView(() => import("./teaser_item/view").then((m) => m.TeaserItemView)) }),
  image_list: define({ View: lazyView(() => import("./image_list/view").then((m) => m.ImageListView)) }),
  image_list_item: define({ View: lazyView(() => import("./image_list_item/view").then((m) => m.ImageListItemView)) }),
  slider: define({ View: lazyView(() => import("./slider/view").then((m) => m.SliderView)) }),
  video: define({ View: lazyView(() => import("./video/view").then((m) => m.VideoView)) }),
  self_hosted_video: define({
    View: lazyView(() => import("./self_hosted_video/view").then((m) => m.SelfHostedVideoView)),
  }),
  video_item: define({ View: lazyView(() => import("./video_item/view").then((m) => m.VideoItemView)) }),
  video_list: define({ View: lazyView(() => import("./video_list/view").then((m) => m.VideoListView)) }),
  audio: define({ View: lazyView(() => import("./audio/view").then((m) => m.AudioView)) }),
  self_hosted_audio: define({
    View: lazyView(() => import("./self_hosted_audio/view").then((m) => m.SelfHostedAudioView)),
  }),
  viewer: define({ View: lazyView(() => import("./viewer/view").then((m) => m.ViewerView)) }),
  venue: define({ View: lazyView(() => import("./venue/view").then((m) => m.VenueView)) }),
  venue_list: define({ View: lazyView(() => import("./venue_list/view").then((m) => m.VenueListView)) }),
  html: define({ View: lazyView(() => import("./html/view").then((m) => m.HtmlView)) }),
  logo_list: define({ View: lazyView(() => import("./logo_list/view").then((m) => m.LogoListView)) }),
  logo_item: define({ View: lazyView(() => import("./logo_item/view").then((m) => m.LogoItemView)) }),
  form: define({
    View: lazyView(() => import("./form/view").then((m) => m.FormView)),
    prefetch: async (data, context) => {
      const slot = embeddedFormSlot();
      if (!slot || data.form === null) return;
      await Promise.all([slot.View.preload?.(), slot.prefetch(data.form, context)]);
    },
  }),
  hero_media: define({ View: lazyView(() => import("./hero_media/view").then((m) => m.HeroMediaView)) }),
  blog_teaser_list: define({
    View: lazyView(() => import("./blog_teaser_list/view").then((m) => m.BlogTeaserListView)),
  }),
  two_columns: define({ View: lazyView(() => import("./two_columns/view").then((m) => m.TwoColumnsView)) }),
  event_list: define({
    View: lazyView(() => import("./event_list/view").then((m) => m.EventListView)),
    prefetch: (data, { api, queryClient, lang }) =>
      queryClient.ensureQueryData(eventListQuery(api, lang, windowQuery(eventWindow(data, new Date()), data.tag))),
  }),
  highlight_teasers: define({
    View: lazyView(() => import("./highlight_teasers/view").then((m) => m.HighlightTeasersView)),
    prefetch: (data, { api, queryClient, lang }) =>
      queryClient.ensureQueryData(highlightsQuery(api, lang, data.categories)),
  }),
  anchor_list: define({ View: lazyView(() => import("./anchor_list/view").then((m) => m.AnchorListView)) }),
  quote: define({ View: lazyView(() => import("./quote/view").then((m) => m.QuoteView)) }),
  faq: define({ View: lazyView(() => import("./faq/view").then((m) => m.FaqView)) }),
  faq_item: define({ View: lazyView(() => import("./faq_item/view").then((m) => m.FaqItemView)) }),
  social_media: define({ View: lazyView(() => import("./social_media/view").then((m) => m.SocialMediaView)) }),
  image_alias: define({ View: lazyView(() => import("./image_alias/view").then((m) => m.ImageAliasView)) }),
} satisfies Record<ModuleModel, ModuleDefinition>;

/** A module's definition, or null for a type this build does not know (the module is not shown). */
export function moduleDefinition(node: ModuleNode): ModuleDefinition | null {
  return moduleRegistry[node.model] ?? null;
}

/** Every module of the trees with its definition, parents before children. */
function eachDefinedModule(nodes: ModuleNode[], visit: (node: ModuleNode, definition: ModuleDefinition) => void): void {
  for (const node of nodes) {
    const definition = moduleDefinition(node);
    if (definition) visit(node, definition);
    eachDefinedModule(node.children ?? [], visit);
    for (const column of node.columns ?? []) eachDefinedModule(column.children, visit);
  }
}

/**
 * Loads the view code and the data of every module in the trees (for route loaders), so the page
 * renders without suspending. Failures are left to the module's own render (which then hides it).
 */
export async function prepareModules(nodes: ModuleNode[], context: ModuleLoadContext): Promise<void> {
  const work: Promise<unknown>[] = [];
  eachDefinedModule(nodes, (node, definition) => {
    if (definition.View.preload) work.push(definition.View.preload());
    if (definition.prefetch) work.push(definition.prefetch(node, context));
  });
  await Promise.allSettled(work);
}

/** Starts loading the view code of every module in the trees (their data is in the page's cache). */
export function preloadViews(nodes: ModuleNode[]): void {
  eachDefinedModule(nodes, (_node, definition) => {
    definition.View.preload?.().catch(() => undefined); // a failed chunk shows when the view renders
  });
}
