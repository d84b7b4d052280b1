import { useSuspenseQuery } from "@tanstack/react-query";
import { PageHeader } from "../../components/layout/PageHeader";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import { ModuleList } from "../../modules/ModuleTree";
import type { ModuleNode } from "../../modules/types";
import { pageQuery } from "./queries";

/**
 * A page made of editor modules: its headline, then the module tree through the registry; with
 * `versionId`, as the route loaded it (the version for a signed-in editor, ADR 0024).
 */
export function GenericPage({
  api,
  lang,
  path,
  versionId,
}: {
  api: ApiClient;
  lang: Lang;
  path: string;
  versionId?: number;
}) {
  const { data: page } = useSuspenseQuery(pageQuery(api, lang, path, versionId));
  // Headline modules are levels 2-6 (SPEC §3), so the page title is always the one h1.
  return (
    <article className={page.background ? `page page--${page.background}` : "page"}>
      {path === "" ? (
        <h1>{page.headline || page.title}</h1>
      ) : (
        // The h1 may be a long headline; the breadcrumb names the page by its short title. An
        // ancestor without a URL (not clickable) is a plain-text level.
        <PageHeader
          title={page.headline || page.title}
          crumbs={page.ancestors.map((ancestor) => ({ label: ancestor.title, href: ancestor.url ?? undefined }))}
          crumbLabel={page.title}
        />
      )}
      <ModuleList nodes={page.modules as ModuleNode[]} lang={lang} hydrateWhenVisible />
    </article>
  );
}
