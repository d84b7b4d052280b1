import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLang } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { useCspNonce } from "../../lib/csp-nonce";
import type { CustomErrorPage as CustomErrorPageData } from "../../schemas/error-pages";
import type { SiteSettings } from "../../schemas/settings";

/**
 * SPEC §2 error page: the custom HTML the design settings name for `status` (its style and body,
 * read and sanitised by the worker), else `children`, the generic message. The custom page
 * replaces the generic one once loaded in the browser; a file that fails to load is logged by
 * the worker and the generic page stays.
 */
export function WithCustomErrorPage({
  api,
  settings,
  status,
  children,
}: {
  api: ApiClient;
  /** The site settings as the error page has them (undefined while they are not known). */
  settings: SiteSettings | undefined;
  status: number;
  children: ReactNode;
}) {
  const lang = useLang();
  const nonce = useCspNonce();
  const configured = Boolean(settings?.design.errors[String(status)]);
  const { data: page } = useQuery({
    queryKey: ["error-page", lang, status],
    queryFn: () => api.get<CustomErrorPageData>(`/${lang}/api/error-pages/${status}/`),
    enabled: configured,
    staleTime: 5 * 60_000,
  });
  if (!configured || !page) return children;
  return (
    <div className="error-page error-page--custom" data-status={status}>
      {page.style && <style nonce={nonce}>{page.style}</style>}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the worker sanitised this body (workers/error-pages.ts). */}
      <div dangerouslySetInnerHTML={{ __html: page.body }} />
    </div>
  );
}
