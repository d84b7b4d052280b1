import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin } from "vite";

function refuse(res: ServerResponse, status: number, body: { error: string; detail: string }, headers = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** The names the local server answers to: it listens on the loopback address only. */
const LOCAL_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

/**
 * What the local server must not hand on to the worker, answered before its proxy builds a Request:
 * - TRACE, which the Fetch standard forbids: building the Request would throw, and the preview
 *   server would answer 500 with its own error page. (Node's server itself refuses TRACK with
 *   400 and gives CONNECT to its own event.)
 * - A request that could choose the origin the worker sees. The proxy builds the URL from the
 *   Host header and resolves the target against it, so another Host (a rebound DNS name), or a
 *   target `//evil.example/x` (or `/\evil.example/x`, a backslash counting as a slash), would
 *   name another host, which the worker takes for its own in its same-origin checks and absolute
 *   links; and targets such as `//%00` make URL parsing throw into a 500.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (req.method === "TRACE") {
    refuse(
      res,
      405,
      { error: "method_not_allowed", detail: "TRACE requests are not served." },
      { allow: "GET, HEAD, POST, PUT, PATCH, DELETE" },
    );
    return;
  }
  if (!LOCAL_HOST.test(req.headers.host ?? "")) {
    refuse(res, 400, {
      error: "invalid_host",
      detail: "The local server answers for 127.0.0.1, localhost and [::1] only.",
    });
    return;
  }
  // Connect strips a mount path from req.url; the proxy reads the original.
  const target = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "";
  if (!/^\/(?![/\\])/.test(target)) {
    refuse(res, 400, { error: "invalid_request_target", detail: "The request target must be a path below /." });
    return;
  }
  next();
}

/** `vite preview` (`npm start`, Playwright, the bench) and `vite dev` serve only what a worker can be handed. */
export function requestGuard(): Plugin {
  return {
    name: "kultur:request-guard",
    configureServer(server) {
      server.middlewares.use(guardRequest);
    },
    configurePreviewServer(server) {
      server.middlewares.use(guardRequest);
    },
  };
}
