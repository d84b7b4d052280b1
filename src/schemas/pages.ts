import * as v from "valibot";
import { ImageThumbnails, PageUrls, PositiveIntParam } from "./common";

/** GET /{lang}/pageeditor-api/page/{path}: `version_id` is honoured for logged-in editors only. */
export const PageQuery = v.object({ version_id: v.optional(PositiveIntParam) });
export type PageQuery = v.InferOutput<typeof PageQuery>;

export interface PageColumn {
  index: number;
  classes: string;
  children: PageModule[];
}

/**
 * A node of a page's module tree (SPEC §3 "Module/section"): the structural fields below plus
 * the module's own data fields (headline, content, image, …) spread in at the top level.
 * `columns` is present on sections only; their children sit in the columns, not in `children`.
 */
export interface PageModule {
  id: number;
  slug: string | null;
  model: string;
  parent: number | null;
  position: number;
  column_index: number | null;
  content_type: string;
  object_id: number;
  online_from: string | null;
  online_to: string | null;
  children: PageModule[];
  columns?: PageColumn[];
  [field: string]: unknown;
}

export const PageColumn: v.GenericSchema<PageColumn> = v.object({
  index: v.number(),
  classes: v.string(),
  children: v.array(v.lazy(() => PageModule)),
});

export const PageModule: v.GenericSchema<PageModule> = v.looseObject({
  id: v.number(),
  slug: v.nullable(v.string()),
  model: v.string(),
  parent: v.nullable(v.number()),
  position: v.number(),
  column_index: v.nullable(v.number()),
  content_type: v.string(),
  object_id: v.number(),
  online_from: v.nullable(v.string()),
  online_to: v.nullable(v.string()),
  children: v.array(v.lazy(() => PageModule)),
  columns: v.optional(v.array(PageColumn)),
});

const PageSibling = v.object({ id: v.number(), title: v.string(), urls: PageUrls });

/**
 * A page above this one, for the breadcrumb (SPEC §2): its title and its URL in the request's
 * language, null when the page is not clickable (a menu grouping level).
 */
const PageAncestor = v.object({ id: v.number(), title: v.string(), url: v.nullable(v.string()) });

/** SPEC §3 Page, in the request's language. */
export const PageDetail = v.object({
  id: v.number(),
  urls: PageUrls,
  /** 'home' | 'page' | 'legal' | 'division' | 'landing'. */
  content_type: v.string(),
  title: v.string(),
  headline: v.nullable(v.string()),
  is_online: v.boolean(),
  is_clickable: v.boolean(),
  in_menu: v.boolean(),
  in_footer: v.boolean(),
  meta_title: v.nullable(v.string()),
  meta_description: v.nullable(v.string()),
  og_title: v.nullable(v.string()),
  og_description: v.nullable(v.string()),
  /** Original rendition URL, or null. */
  og_image: v.nullable(v.string()),
  og_type: v.string(),
  og_image_thumbs: v.nullable(ImageThumbnails),
  og_image_thumbnails: v.nullable(ImageThumbnails),
  modules: v.array(PageModule),
  /** Back-office page of this page (editors only make use of it). */
  settings_url: v.string(),
  parent: v.nullable(v.number()),
  is_landing_page: v.boolean(),
  /** Online pages with the same parent, this page included, in menu order. */
  siblings: v.array(PageSibling),
  /** Online pages above this one, root-most first; not the home page (the breadcrumb starts with it anyway). */
  ancestors: v.array(PageAncestor),
  theme: v.string(),
  background: v.nullable(v.string()),
  /** Present when an editor asked for a stored version (`?version_id=`). */
  version_id: v.optional(v.number()),
});
export type PageDetail = v.InferOutput<typeof PageDetail>;

/** A module in the editor's read: as stored, with its revision and, when its checks refuse it, why. */
export interface EditableModule extends PageModule {
  revision: number;
  problems?: { path: string; message: string }[];
  children: EditableModule[];
  columns?: (PageColumn & { children: EditableModule[] })[];
}

/** The page call for an editor in edit mode (`?edit`): the page's revision and its modules as stored. */
export type EditablePage = Omit<PageDetail, "modules" | "version_id"> & { revision: number; modules: EditableModule[] };

export interface MenuEntry {
  id: number;
  url: string;
  menu_name: string;
  children: MenuEntry[];
  has_tab_navigation: boolean;
  /** Absolute URL of another site: open in a new tab. */
  is_external: boolean;
}

export const MenuEntry: v.GenericSchema<MenuEntry> = v.object({
  id: v.number(),
  url: v.string(),
  menu_name: v.string(),
  children: v.array(v.lazy(() => MenuEntry)),
  has_tab_navigation: v.boolean(),
  is_external: v.boolean(),
});

export const FooterLink = v.object({ title: v.string(), url: v.string(), is_external: v.boolean() });
export type FooterLink = v.InferOutput<typeof FooterLink>;

/** GET /{lang}/pageeditor-api/nav: main menu, secondary (side panel) menu and footer links. */
export const NavResponse = v.object({
  navigation: v.object({
    menu: v.array(MenuEntry),
    secondary: v.array(MenuEntry),
    footer: v.array(FooterLink),
  }),
});
export type NavResponse = v.InferOutput<typeof NavResponse>;
