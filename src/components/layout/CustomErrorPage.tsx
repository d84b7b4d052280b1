import type { ReactNode } from "react";
import { useCspNonce } from "../../lib/csp-nonce";
import type { CustomErrorPage } from "../../schemas/error-pages";

/**
 * SPEC §2 error page: the custom HTML the design settings name for `status` (its style and body,
 * read and sanitised by the worker), else `children`, the generic message. The custom page
 * replaces the generic one once loaded in the browser; a file that fails to load is logged by
 * the worker and the generic page stays.
 */
export function WithCustomErrorPage({
  page,
  status,
  children,
}: {
  /** The custom page, once loaded; undefined while none is configured or known. */
  page: CustomErrorPage | undefined;
  status: number;
  children: ReactNode;
}) {
  const nonce = useCspNonce();
  if (!page) return children;
  return (
    <div className="error-page error-page--custom" data-status={status}>
      {page.style && <style nonce={nonce}>{page.style}</style>}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the worker sanitised this body (workers/error-pages.ts). */}
      <div dangerouslySetInnerHTML={{ __html: page.body }} />
    </div>
  );
}
