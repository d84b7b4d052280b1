import type * as v from "valibot";
import anchorList from "./anchor_list/module";
import audio from "./audio/module";
import blogTeaserList from "./blog_teaser_list/module";
import eventList from "./event_list/module";
import faq from "./faq/module";
import faqItem from "./faq_item/module";
import form from "./form/module";
import fullTeaser from "./full_teaser/module";
import headline from "./headline/module";
import heroMedia from "./hero_media/module";
import highlightTeasers from "./highlight_teasers/module";
import html from "./html/module";
import image from "./image/module";
import imageAlias from "./image_alias/module";
import imageList from "./image_list/module";
import imageListItem from "./image_list_item/module";
import link from "./link/module";
import logoItem from "./logo_item/module";
import logoList from "./logo_list/module";
import type { ModuleModel } from "./models";
import quote from "./quote/module";
import section from "./section/module";
import selfHostedAudio from "./self_hosted_audio/module";
import selfHostedVideo from "./self_hosted_video/module";
import slider from "./slider/module";
import socialMedia from "./social_media/module";
import teaserItem from "./teaser_item/module";
import teaserList from "./teaser_list/module";
import text from "./text/module";
import twoColumns from "./two_columns/module";
import venue from "./venue/module";
import venueList from "./venue_list/module";
import video from "./video/module";
import videoItem from "./video_item/module";
import videoList from "./video_list/module";
import viewer from "./viewer/module";

/**
 * What the server and the editor know of a content module type besides its view and its edit
 * form: one `module.ts` in the type's folder gives it, and `moduleDescriptors` collects them.
 */
export interface ModuleDescriptor {
  /** Its stored fields (SPEC §3); the server checks every module against it. */
  schema: v.GenericSchema;
  /** The editor's name of the type (toolbar, structure panel, dialogs), in both languages. */
  names: { de: string; en: string };
  /** SPEC §5 editor-required fields beyond the schema; a list means one of them; [] for none. */
  required: readonly (string | readonly string[])[];
  /** A list module: the item types it holds (its view renders its node's children). */
  children?: readonly ModuleModel[];
  /** A list item: lives in its lists only, never at the top level or in a section's column. */
  item?: true;
}

/**
 * Module type (`model`, SPEC §3) → its descriptor, for exactly the types of MODULE_MODELS (the
 * compiler checks both ways, and each descriptor's shape). Server-side and editor-side code only:
 * the visitor's browser ships no schemas (ADR 0007).
 */
export const moduleDescriptors: Readonly<Record<ModuleModel, ModuleDescriptor>> = {
  headline,
  text,
  link,
  image,
  full_teaser: fullTeaser,
  teaser_list: teaserList,
  teaser_item: teaserItem,
  image_list: imageList,
  image_list_item: imageListItem,
  slider,
  video,
  self_hosted_video: selfHostedVideo,
  video_item: videoItem,
  video_list: videoList,
  audio,
  self_hosted_audio: selfHostedAudio,
  viewer,
  venue,
  venue_list: venueList,
  html,
  logo_list: logoList,
  logo_item: logoItem,
  form,
  hero_media: heroMedia,
  section,
  blog_teaser_list: blogTeaserList,
  two_columns: twoColumns,
  event_list: eventList,
  highlight_teasers: highlightTeasers,
  anchor_list: anchorList,
  quote,
  faq,
  faq_item: faqItem,
  social_media: socialMedia,
  image_alias: imageAlias,
} satisfies Record<ModuleModel, ModuleDescriptor>;
