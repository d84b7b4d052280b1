import type { QueryClient } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import { pageQuery } from "../../features/pages/queries";
import { settingsQuery } from "../../features/site/queries";
import { createTranslator, type MessageKey, type MessageValues } from "../../i18n/messages";
import { toPublicPath } from "../../i18n/paths";
import { type ApiClient, ApiError } from "../../lib/api";
import { documentHead } from "../../lib/head";
import { type Lang, languages } from "../../lib/languages";
import { isTheme, type Theme } from "../../lib/theme";
import type { ModuleNode } from "../../modules/types";
import { idParam } from "./-search-params";

/** Shared by the loaders of the entity and list routes below `$lang` (not a route: `-` prefix). */

export interface LangLoaderContext {
  api: ApiClient;
  queryClient: QueryClient;
  lang: Lang;
}

export type LangUrls = Record<Lang, string>;

/** What `head` needs, kept small: the entity itself is already in the query cache. */
export interface HeadMeta {
  title: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  ogType?: string;
  noindex?: boolean;
}

/** The common part of every loader's data: `urls` feeds the language switch, `theme` the body class. */
export interface RouteData {
  lang: Lang;
  siteName: string;
  urls: LangUrls;
  theme?: Theme;
  /** An editor's landing page: the header shows only the logo (SPEC §2). */
  landing?: boolean;
  meta: HeadMeta;
}

/** Resolves the call; an API 404 (unknown id, page past the end) is the router's not-found. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/** The site name for the title template (the `$lang` layout has already asked for the settings). */
export async function siteNameOf(context: LangLoaderContext): Promise<string> {
  const settings = await context.queryClient.ensureQueryData(settingsQuery(context.api));
  return settings.site_name;
}

/**
 * An entity page's URLs per language (the API's `urls`: each language has its own slug, so they
 * cannot be derived from the visited path) with the list query kept, e.g. `?page=2`.
 */
export function withQuery(urls: LangUrls, query: string): LangUrls {
  const out = {} as LangUrls;
  for (const lang of languages) out[lang] = `${urls[lang]}${query}`;
  return out;
}

/** URLs of a list page per language from its route path (`events`, `mediathek-en/tags`) and query. */
export function listUrls(routePath: string, query = ""): LangUrls {
  const out = {} as LangUrls;
  for (const lang of languages) out[lang] = `${toPublicPath(`/${lang}${routePath ? `/${routePath}` : ""}`)}${query}`;
  return out;
}

export function themeOrUndefined(theme: string | null | undefined): Theme | undefined {
  return isTheme(theme) ? theme : undefined;
}

/** Head of a route that is not an editor page: title and description from the catalogue. */
export function listMeta(
  lang: Lang,
  siteName: string,
  titleKey: MessageKey,
  descriptionKey: MessageKey,
  values: MessageValues = {},
): HeadMeta {
  const t = createTranslator(lang);
  return { title: t(titleKey, values), description: t(descriptionKey, { ...values, site: siteName }) };
}

/** `head` of every route that returns RouteData. */
export function routeHead(data: RouteData | undefined, origin: string) {
  if (!data) return {};
  return documentHead({
    title: data.meta.title,
    siteName: data.siteName,
    origin,
    urls: data.urls,
    lang: data.lang,
    description: data.meta.description,
    ogTitle: data.meta.ogTitle,
    ogDescription: data.meta.ogDescription,
    ogImage: data.meta.ogImage,
    ogType: data.meta.ogType,
    noindex: data.meta.noindex,
  });
}

const ID_PARAM = /^[1-9][0-9]{0,9}$/;

/** The numeric id of a path segment; anything else cannot name an entity, hence not-found. */
export function idOrNotFound(raw: string | undefined): number {
  if (raw === undefined || !ID_PARAM.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}

/**
 * The loader of an entity detail route: the id from the URL (the slug is cosmetic), a 404 when
 * the API does not know it, and the entity's own URLs, theme and head data.
 */
export async function loadDetailRoute<T extends { urls: LangUrls; theme?: string | null }>(
  context: LangLoaderContext,
  rawId: string | undefined,
  load: (id: number) => Promise<T>,
  meta: (entity: T) => HeadMeta,
): Promise<RouteData> {
  const id = idOrNotFound(rawId);
  const [entity, siteName] = await Promise.all([orNotFound(load(id)), siteNameOf(context)]);
  return { lang: context.lang, siteName, urls: entity.urls, theme: themeOrUndefined(entity.theme), meta: meta(entity) };
}

/** The query of an editor-made page's route: the stored version an editor previews (ADR 0024). */
export interface VersionSearch {
  version_id?: number;
}

/** Anything but an id is ignored, as the page call ignores the parameter for visitors. */
export function validateVersionSearch(raw: Record<string, unknown>): VersionSearch {
  try {
    return { version_id: idParam(raw, "version_id") };
  } catch {
    return { version_id: undefined };
  }
}

/**
 * The loader of an editor-made page (home, catch-all): its URLs, theme and head fields; with
 * `versionId`, those of the version a signed-in editor previews.
 */
export async function loadPageRoute(context: LangLoaderContext, path: string, versionId?: number): Promise<RouteData> {
  const [page, siteName] = await Promise.all([
    orNotFound(context.queryClient.ensureQueryData(pageQuery(context.api, context.lang, path, versionId))),
    siteNameOf(context),
  ]);
  // The registry is the page component's code, not the first paint's: loaded on demand.
  const { prepareModules } = await import("../../modules/registry");
  await prepareModules(page.modules as ModuleNode[], context);
  return {
    lang: context.lang,
    siteName,
    urls: page.urls,
    theme: themeOrUndefined(page.theme),
    landing: page.is_landing_page,
    meta: {
      title: page.meta_title || page.title,
      description: page.meta_description ?? undefined,
      ogTitle: page.og_title ?? undefined,
      ogDescription: page.og_description ?? undefined,
      ogImage: page.og_image ?? undefined,
      ogType: page.og_type || undefined,
    },
  };
}
