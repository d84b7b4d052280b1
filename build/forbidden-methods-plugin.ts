import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin } from "vite";

/**
 * Answers TRACE with 405 before the preview proxy tries to build a Request for the worker: the
 * Fetch standard forbids the method, so that throws, and `vite preview` answered 500 with its own
 * error page. (Node's server itself refuses TRACK with 400 and gives CONNECT to its own event.)
 */
export function refuseTrace(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (req.method !== "TRACE") {
    next();
    return;
  }
  res.writeHead(405, { "content-type": "application/json", allow: "GET, HEAD, POST, PUT, PATCH, DELETE" });
  res.end(JSON.stringify({ error: "method_not_allowed", detail: "TRACE requests are not served." }));
}

/** `vite preview` (`npm start`, Playwright, the bench) refuses TRACE, which no worker can be handed. */
export function forbiddenMethods(): Plugin {
  return {
    name: "kultur:forbidden-methods",
    configurePreviewServer(server) {
      server.middlewares.use(refuseTrace);
    },
  };
}
