import * as v from "valibot";
import { AnchorListModule } from "./anchor_list/schema";
import { AudioModule } from "./audio/schema";
import { BlogTeaserListModule } from "./blog_teaser_list/schema";
import { eventListQuery } from "./event_list/queries";
import { EventListModule } from "./event_list/schema";
import { eventWindow, windowQuery } from "./event_list/window";
import { FaqModule } from "./faq/schema";
import { FaqItemModule } from "./faq_item/schema";
import { FormModule } from "./form/schema";
import { FullTeaserModule } from "./full_teaser/schema";
import { HeadlineModule } from "./headline/schema";
import { HeadlineView } from "./headline/view";
import { HeroMediaModule } from "./hero_media/schema";
import { highlightsQuery } from "./highlight_teasers/queries";
import { HighlightTeasersModule } from "./highlight_teasers/schema";
import { HtmlModule } from "./html/schema";
import { ImageModule } from "./image/schema";
import { ImageView } from "./image/view";
import { ImageAliasModule } from "./image_alias/schema";
import { ImageListModule } from "./image_list/schema";
import { ImageListItemModule } from "./image_list_item/schema";
import { lazyView } from "./lazy-view";
import { LinkModule } from "./link/schema";
import { LinkView } from "./link/view";
import { LogoItemModule } from "./logo_item/schema";
import { LogoListModule } from "./logo_list/schema";
import type { ModuleModel } from "./models";
import { QuoteModule } from "./quote/schema";
import { SectionModule } from "./section/schema";
import { SectionView } from "./section/view";
import { SelfHostedAudioModule } from "./self_hosted_audio/schema";
import { SelfHostedVideoModule } from "./self_hosted_video/schema";
import { SliderModule } from "./slider/schema";
import { embeddedFormSlot } from "./slots";
import { SocialMediaModule } from "./social_media/schema";
import { TeaserItemModule } from "./teaser_item/schema";
import { TeaserListModule } from "./teaser_list/schema";
import { TextModule } from "./text/schema";
import { TextView } from "./text/view";
import { TwoColumnsModule } from "./two_columns/schema";
import type { ModuleDefinition, ModuleLoadContext, ModuleNode } from "./types";
import { VenueModule } from "./venue/schema";
import { VenueListModule } from "./venue_list/schema";
import { VideoModule } from "./video/schema";
import { VideoItemModule } from "./video_item/schema";
import { VideoListModule } from "./video_list/schema";
import { ViewerModule } from "./viewer/schema";

function define<S extends ModuleDefinition["schema"]>(definition: ModuleDefinition<S>): ModuleDefinition {
  return definition as unknown as ModuleDefinition;
}

/**
 * Module type (`model`, SPEC §3) → schema and view, for exactly the types of MODULE_MODELS (the
 * compiler checks both ways); looked up by any stored `model` string. Schemas are all here (they
 * are small and the editor needs them); views other than the few on nearly every page load
 * lazily, so a page downloads the code of the modules it uses only.
 */
export const moduleRegistry: Readonly<Record<string, ModuleDefinition>> = {
  headline: define({ schema: HeadlineModule, View: HeadlineView }),
  text: define({ schema: TextModule, View: TextView }),
  link: define({ schema: LinkModule, View: LinkView }),
  image: define({ schema: ImageModule, View: ImageView }),
  section: define({ schema: SectionModule, View: SectionView }),
  full_teaser: define({
    schema: FullTeaserModule,
    View: lazyView(() => import("./full_teaser/view").then((m) => m.FullTeaserView)),
  }),
  teaser_list: define({
    schema: TeaserListModule,
    View: lazyView(() => import("./teaser_list/view").then((m) => m.TeaserListView)),
  }),
  teaser_item: define({
    schema: TeaserItemModule,
    View: lazyView(() => import("./teaser_item/view").then((m) => m.TeaserItemView)),
  }),
  image_list: define({
    schema: ImageListModule,
    View: lazyView(() => import("./image_list/view").then((m) => m.ImageListView)),
  }),
  image_list_item: define({
    schema: ImageListItemModule,
    View: lazyView(() => import("./image_list_item/view").then((m) => m.ImageListItemView)),
  }),
  slider: define({ schema: SliderModule, View: lazyView(() => import("./slider/view").then((m) => m.SliderView)) }),
  video: define({ schema: VideoModule, View: lazyView(() => import("./video/view").then((m) => m.VideoView)) }),
  self_hosted_video: define({
    schema: SelfHostedVideoModule,
    View: lazyView(() => import("./self_hosted_video/view").then((m) => m.SelfHostedVideoView)),
  }),
  video_item: define({
    schema: VideoItemModule,
    View: lazyView(() => import("./video_item/view").then((m) => m.VideoItemView)),
  }),
  video_list: define({
    schema: VideoListModule,
    View: lazyView(() => import("./video_list/view").then((m) => m.VideoListView)),
  }),
  audio: define({ schema: AudioModule, View: lazyView(() => import("./audio/view").then((m) => m.AudioView)) }),
  self_hosted_audio: define({
    schema: SelfHostedAudioModule,
    View: lazyView(() => import("./self_hosted_audio/view").then((m) => m.SelfHostedAudioView)),
  }),
  viewer: define({ schema: ViewerModule, View: lazyView(() => import("./viewer/view").then((m) => m.ViewerView)) }),
  venue: define({ schema: VenueModule, View: lazyView(() => import("./venue/view").then((m) => m.VenueView)) }),
  venue_list: define({
    schema: VenueListModule,
    View: lazyView(() => import("./venue_list/view").then((m) => m.VenueListView)),
  }),
  html: define({ schema: HtmlModule, View: lazyView(() => import("./html/view").then((m) => m.HtmlView)) }),
  logo_list: define({
    schema: LogoListModule,
    View: lazyView(() => import("./logo_list/view").then((m) => m.LogoListView)),
  }),
  logo_item: define({
    schema: LogoItemModule,
    View: lazyView(() => import("./logo_item/view").then((m) => m.LogoItemView)),
  }),
  form: define({
    schema: FormModule,
    View: lazyView(() => import("./form/view").then((m) => m.FormView)),
    prefetch: async (data, context) => {
      const slot = embeddedFormSlot();
      if (!slot || data.form === null) return;
      await Promise.all([slot.View.preload?.(), slot.prefetch(data.form, context)]);
    },
  }),
  hero_media: define({
    schema: HeroMediaModule,
    View: lazyView(() => import("./hero_media/view").then((m) => m.HeroMediaView)),
  }),
  blog_teaser_list: define({
    schema: BlogTeaserListModule,
    View: lazyView(() => import("./blog_teaser_list/view").then((m) => m.BlogTeaserListView)),
  }),
  two_columns: define({
    schema: TwoColumnsModule,
    View: lazyView(() => import("./two_columns/view").then((m) => m.TwoColumnsView)),
  }),
  event_list: define({
    schema: EventListModule,
    View: lazyView(() => import("./event_list/view").then((m) => m.EventListView)),
    prefetch: (data, { api, queryClient, lang }) =>
      queryClient.ensureQueryData(eventListQuery(api, lang, windowQuery(eventWindow(data, new Date()), data.tag))),
  }),
  highlight_teasers: define({
    schema: HighlightTeasersModule,
    View: lazyView(() => import("./highlight_teasers/view").then((m) => m.HighlightTeasersView)),
    prefetch: (data, { api, queryClient, lang }) =>
      queryClient.ensureQueryData(highlightsQuery(api, lang, data.categories)),
  }),
  anchor_list: define({
    schema: AnchorListModule,
    View: lazyView(() => import("./anchor_list/view").then((m) => m.AnchorListView)),
  }),
  quote: define({ schema: QuoteModule, View: lazyView(() => import("./quote/view").then((m) => m.QuoteView)) }),
  faq: define({ schema: FaqModule, View: lazyView(() => import("./faq/view").then((m) => m.FaqView)) }),
  faq_item: define({
    schema: FaqItemModule,
    View: lazyView(() => import("./faq_item/view").then((m) => m.FaqItemView)),
  }),
  social_media: define({
    schema: SocialMediaModule,
    View: lazyView(() => import("./social_media/view").then((m) => m.SocialMediaView)),
  }),
  image_alias: define({
    schema: ImageAliasModule,
    View: lazyView(() => import("./image_alias/view").then((m) => m.ImageAliasView)),
  }),
} satisfies Record<ModuleModel, ModuleDefinition>;

export interface ParsedModule {
  definition: ModuleDefinition;
  /** The node's fields as its schema outputs them (defaults applied). */
  data: unknown;
}

const parsedModules = new WeakMap<ModuleNode, ParsedModule | null>();

/**
 * A stored module with its type's definition and its checked data, or null for an unknown type
 * or data that does not fit the schema. Checked once per node: the route loader
 * (prepareModules) and the render both ask; nodes are loader data, never changed in place.
 */
export function parseModule(node: ModuleNode): ParsedModule | null {
  const known = parsedModules.get(node);
  if (known !== undefined) return known;
  const definition = moduleRegistry[node.model];
  const parsed = definition ? v.safeParse(definition.schema, node) : null;
  const result = definition && parsed?.success ? { definition, data: parsed.output } : null;
  parsedModules.set(node, result);
  return result;
}

/**
 * Loads the view code and the data of every module in the trees (for route loaders), so the page
 * renders without suspending. Failures are left to the module's own render (which then hides it).
 */
export async function prepareModules(nodes: ModuleNode[], context: ModuleLoadContext): Promise<void> {
  const work: Promise<unknown>[] = [];
  const visit = (list: ModuleNode[]) => {
    for (const node of list) {
      const parsed = parseModule(node);
      if (parsed) {
        const { definition, data } = parsed;
        if (definition.View.preload) work.push(definition.View.preload());
        if (definition.prefetch) work.push(definition.prefetch(data, context));
      }
      visit(node.children ?? []);
      for (const column of node.columns ?? []) visit(column.children);
    }
  };
  visit(nodes);
  await Promise.allSettled(work);
}
