import { type QueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import type { Lang } from "../../i18n/languages";
import { ApiError, type ApiClient } from "../../lib/api";
import { documentHead } from "../../lib/head";
import { ModuleList } from "../../modules/ModuleTree";
import type { ModuleNode } from "../../modules/types";
import { settingsQuery } from "../site/queries";
import { pageQuery } from "./queries";

interface PageLoaderContext {
  api: ApiClient;
  queryClient: QueryClient;
  lang: Lang;
}

/** Loads a generic page; an unknown or offline page is the router's not-found. */
export async function loadGenericPage(context: PageLoaderContext, path: string) {
  try {
    const page = await context.queryClient.ensureQueryData(pageQuery(context.api, context.lang, path));
    const settings = await context.queryClient.ensureQueryData(settingsQuery(context.api));
    return { page, urls: page.urls, theme: page.theme, siteName: settings.site_name, lang: context.lang };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

type GenericPageLoaderData = Awaited<ReturnType<typeof loadGenericPage>>;

export function genericPageHead(data: GenericPageLoaderData | undefined, origin: string) {
  if (!data) return {};
  const { page } = data;
  return documentHead({
    title: page.meta_title || page.title,
    siteName: data.siteName,
    origin,
    urls: page.urls,
    lang: data.lang,
    description: page.meta_description ?? undefined,
    ogTitle: page.og_title ?? undefined,
    ogDescription: page.og_description ?? undefined,
    ogImage: page.og_image ?? undefined,
    ogType: page.og_type ?? undefined,
  });
}

/** A page made of editor modules: its headline, then the module tree through the registry. */
export function GenericPage({ api, lang, path }: { api: ApiClient; lang: Lang; path: string }) {
  const { data: page } = useSuspenseQuery(pageQuery(api, lang, path));
  // Headline modules are levels 2-6 (SPEC §3), so the page title is always the one h1.
  return (
    <article className={page.background ? `page page--${page.background}` : "page"}>
      <h1>{page.headline || page.title}</h1>
      <ModuleList nodes={page.modules as ModuleNode[]} lang={lang} />
    </article>
  );
}
