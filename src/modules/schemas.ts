import * as v from "valibot";
import { LINK_URL_MESSAGE } from "../schemas/links";
import { AnchorListModule } from "./anchor_list/schema";
import { AudioModule } from "./audio/schema";
import { BlogTeaserListModule } from "./blog_teaser_list/schema";
import { EventListModule } from "./event_list/schema";
import { FaqModule } from "./faq/schema";
import { FaqItemModule } from "./faq_item/schema";
import { FormModule } from "./form/schema";
import { FullTeaserModule } from "./full_teaser/schema";
import { HeadlineModule } from "./headline/schema";
import { HeroMediaModule } from "./hero_media/schema";
import { HighlightTeasersModule } from "./highlight_teasers/schema";
import { HtmlModule } from "./html/schema";
import { ImageModule } from "./image/schema";
import { ImageAliasModule } from "./image_alias/schema";
import { ImageListModule } from "./image_list/schema";
import { ImageListItemModule } from "./image_list_item/schema";
import { LinkModule } from "./link/schema";
import { LogoItemModule } from "./logo_item/schema";
import { LogoListModule } from "./logo_list/schema";
import type { ModuleModel } from "./models";
import { QuoteModule } from "./quote/schema";
import { SectionModule } from "./section/schema";
import { SelfHostedAudioModule } from "./self_hosted_audio/schema";
import { SelfHostedVideoModule } from "./self_hosted_video/schema";
import { SliderModule } from "./slider/schema";
import { SocialMediaModule } from "./social_media/schema";
import { TeaserItemModule } from "./teaser_item/schema";
import { TeaserListModule } from "./teaser_list/schema";
import { TextModule } from "./text/schema";
import { TwoColumnsModule } from "./two_columns/schema";
import type { ModuleNode } from "./types";
import { VenueModule } from "./venue/schema";
import { VenueListModule } from "./venue_list/schema";
import { VideoModule } from "./video/schema";
import { VideoItemModule } from "./video_item/schema";
import { VideoListModule } from "./video_list/schema";
import { ViewerModule } from "./viewer/schema";

/**
 * Module type (`model`, SPEC §3) → the schema of its stored fields, for exactly the types of
 * MODULE_MODELS. The server checks every module against it before the page call serves it
 * (checkedModules), so the visitor's browser renders checked data and ships no schemas.
 */
export const moduleSchemas: Readonly<Record<string, v.GenericSchema>> = {
  headline: HeadlineModule,
  text: TextModule,
  link: LinkModule,
  image: ImageModule,
  section: SectionModule,
  full_teaser: FullTeaserModule,
  teaser_list: TeaserListModule,
  teaser_item: TeaserItemModule,
  image_list: ImageListModule,
  image_list_item: ImageListItemModule,
  slider: SliderModule,
  video: VideoModule,
  self_hosted_video: SelfHostedVideoModule,
  video_item: VideoItemModule,
  video_list: VideoListModule,
  audio: AudioModule,
  self_hosted_audio: SelfHostedAudioModule,
  viewer: ViewerModule,
  venue: VenueModule,
  venue_list: VenueListModule,
  html: HtmlModule,
  logo_list: LogoListModule,
  logo_item: LogoItemModule,
  form: FormModule,
  hero_media: HeroMediaModule,
  blog_teaser_list: BlogTeaserListModule,
  two_columns: TwoColumnsModule,
  event_list: EventListModule,
  highlight_teasers: HighlightTeasersModule,
  anchor_list: AnchorListModule,
  quote: QuoteModule,
  faq: FaqModule,
  faq_item: FaqItemModule,
  social_media: SocialMediaModule,
  image_alias: ImageAliasModule,
} satisfies Record<ModuleModel, v.GenericSchema>;

/**
 * The fields of a failed check that hold a link the link rule refuses, if nothing else failed:
 * older content may hold such a link (`javascript:…`), and the module then shows without it.
 */
function refusedLinkFields(issues: readonly v.BaseIssue<unknown>[]): string[] | null {
  const fields: string[] = [];
  for (const issue of issues) {
    const key = issue.path?.length === 1 ? issue.path[0]?.key : undefined;
    if (issue.message !== LINK_URL_MESSAGE || typeof key !== "string") return null;
    fields.push(key);
  }
  return fields;
}

function parsedModule(schema: v.GenericSchema, node: ModuleNode) {
  const parsed = v.safeParse(schema, node);
  if (parsed.success) return parsed;
  const links = refusedLinkFields(parsed.issues);
  return links ? v.safeParse(schema, { ...node, ...Object.fromEntries(links.map((name) => [name, null])) }) : parsed;
}

function checkedModule<N extends ModuleNode>(node: N): N | null {
  const schema = moduleSchemas[node.model];
  const parsed = schema ? parsedModule(schema, node) : null;
  if (!parsed?.success) return null;
  const checked: N = { ...node, ...(parsed.output as Record<string, unknown>) };
  if (node.children) checked.children = checkedModules(node.children);
  if (node.columns) {
    checked.columns = node.columns.map((column) => ({ ...column, children: checkedModules(column.children) }));
  }
  return checked;
}

/**
 * The trees with each module's fields as its schema outputs them (defaults applied). A module
 * of an unknown type, or whose data does not fit its schema, is left out with its subtree
 * rather than breaking the page; one whose only fault is a refused link shows without it.
 */
export function checkedModules<N extends ModuleNode>(nodes: readonly N[]): N[] {
  const out: N[] = [];
  for (const node of nodes) {
    const checked = checkedModule(node);
    if (checked) out.push(checked);
  }
  return out;
}
