import { type Context, Hono } from "hono";
import { createApi } from "./api";
import type { AppEnv } from "./env";
import { media } from "./media";
import { language } from "./middleware/language";
import { offlineCheck } from "./middleware/offline";
import { isApiPath } from "./middleware/paths";
import { redirects } from "./middleware/redirects";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { inheritSettings, settings } from "./middleware/settings";
import { dropVersionFlag } from "./middleware/version-flag";
import { fatalErrorDocument } from "./ssr/documents";
import { renderApp } from "./ssr/render";

export interface AppOptions {
  /** Relaxes the CSP for Vite's dev server (HMR websocket). */
  dev?: boolean;
}

/** The whole site: middleware in DESIGN §1's order, the JSON contract, media, then SSR. */
export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>({ strict: false });
  // The app's own loaders call back into it in-process during SSR (DESIGN §1).
  const fetchInProcess = (c: Context<AppEnv>) => async (request: Request) =>
    app.fetch(inheritSettings(request, c.get("settings")), c.env, c.executionCtx);

  app.use(securityHeaders({ dev: options.dev }));
  // Liveness probe, and the baseline `npm run bench` measures SSR against.
  app.get("/healthz", (c) => c.text("ok"));
  app.use(language());
  app.use(settings());
  app.use(offlineCheck());
  app.use(redirects());
  app.use(session());
  app.use(dropVersionFlag());

  app.route("/", createApi());
  app.route("/media", media());

  app.get("*", (c) => (isApiPath(c.req.path) ? c.notFound() : renderApp(c, fetchInProcess(c))));

  app.notFound((c) => {
    if (isApiPath(c.req.path)) return c.json({ error: "not_found", detail: "Not found." }, 404);
    const url = new URL(c.req.url);
    url.pathname = `/${c.get("lang") ?? "de"}/404`;
    url.search = "";
    return renderApp(c, fetchInProcess(c), new Request(url, c.req.raw));
  });

  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed`, error);
    if (isApiPath(c.req.path)) return c.json({ error: "internal_error", detail: "Internal server error." }, 500);
    return c.html(fatalErrorDocument(c.get("lang") ?? "de", c.get("nonce") ?? ""), 500);
  });

  return app;
}
