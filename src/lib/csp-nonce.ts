import { useRouter } from "@tanstack/react-router";

/**
 * The CSP nonce of this document, for inline <script>/<style> the app renders: the server knows it
 * from the request, the browser reads the `csp-nonce` meta tag the router's head carries (the
 * `nonce` attributes themselves read back empty once parsed).
 */
export function useCspNonce(): string | undefined {
  const router = useRouter();
  const fromServer = router.options.ssr?.nonce;
  if (fromServer || typeof document === "undefined") return fromServer;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
}
