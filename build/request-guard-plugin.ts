import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin } from "vite";

function refuse(res: ServerResponse, status: number, body: { error: string; detail: string }, headers = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * What the local server must not hand on to the worker, answered before its proxy builds a Request:
 * - TRACE, which the Fetch standard forbids: building the Request threw, and the preview server
 *   answered 500 with its own error page. (Node's server itself refuses TRACK with 400 and gives
 *   CONNECT to its own event.)
 * - A request target that is not a plain path. The proxy resolves the target against the
 *   server's origin, so `//evil.example/x` (or `/\evil.example/x`, a backslash counting as a
 *   slash) named another host, which the worker then took for its own origin in its same-origin
 *   checks and absolute links; targets such as `//%00` made URL parsing throw into a 500.
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
  if (!/^\/(?![/\\])/.test(req.url ?? "")) {
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
