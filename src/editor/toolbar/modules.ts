import type { Lang } from "../../lib/languages";
import { moduleDescriptors } from "../../modules/descriptors";
import { isModuleModel } from "../../modules/editing";
import type { ModuleModel } from "../../modules/models";

/** The toolbar's insertable modules: exactly SPEC §6's list and order. */
const TOOLBAR_MODELS = [
  "headline",
  "text",
  "link",
  "image",
  "faq",
  "video",
  "self_hosted_video",
  "audio",
  "self_hosted_audio",
  "viewer",
  "quote",
  "full_teaser",
  "venue_list",
  "html",
  "form",
  "hero_media",
  "section",
  "teaser_list",
  "image_list",
  "logo_list",
  "blog_teaser_list",
  "two_columns",
  "event_list",
  "highlight_teasers",
  "anchor_list",
] as const satisfies readonly ModuleModel[];

/** The toolbar's insertable modules with the editor's names for them in both languages (their descriptors'). */
export const INSERTABLE_MODULES = TOOLBAR_MODELS.map((model) => ({ model, ...moduleDescriptors[model].names }));

/** The editor's name of a module type in the page's language; an unknown type shows as stored. */
export function moduleName(model: string, lang: Lang): string {
  return isModuleModel(model) ? moduleDescriptors[model].names[lang] : model;
}
