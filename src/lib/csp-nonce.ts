import { useRouter } from "@tanstack/react-router";

/**
 * The CSP nonce of this document, read in the browser from the `csp-nonce` meta tag the router's
 * head carries: the `nonce` attributes themselves read back empty once parsed.
 */
export function documentCspNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
}

/**
 * The CSP nonce for inline <script>/<style> the app renders: the server knows it from the
 * request, the browser reads it from the document (documentCspNonce).
 */
export function useCspNonce(): string | undefined {
  const router = useRouter();
  const fromServer = router.options.ssr?.nonce;
  if (fromServer || typeof document === "undefined") return fromServer;
  return documentCspNonce();
}
