import { type Context, Hono } from "hono";
import { createApi } from "./api";
import { contentGeneration } from "./cache/generation";
import { memoSeconds } from "./cache/memo-seconds";
import { eventPathByJetId } from "./db/events";
import type { AppEnv } from "./env";
import { hubPages } from "./hub-pages";
import { media } from "./media";
import { inheritFromPage, onBehalfOf } from "./middleware/in-process";
import { language } from "./middleware/language";
import { noindex } from "./middleware/noindex";
import { offlineCheck } from "./middleware/offline";
import { isApiPath } from "./middleware/paths";
import { redirects } from "./middleware/redirects";
import { drainUnreadBody } from "./middleware/request-body";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { settings } from "./middleware/settings";
import { dropVersionFlag } from "./middleware/version-flag";
import { seo } from "./seo";
import { setPasswordPages } from "./set-password";
import { signInPages } from "./sign-in";
import { fatalErrorDocument } from "./ssr/documents";
import { cachedPage, shareablePageKey, storeWhileStreaming } from "./ssr/page-cache";
import { memoisedReads } from "./ssr/read-memo";
import { renderApp } from "./ssr/render";

export interface AppOptions {
  /** Relaxes the CSP for Vite's dev server (HMR websocket). */
  dev?: boolean;
}

/** The whole site: middleware in DESIGN §1's order, the JSON contract, media, then SSR. */
export function createApp(options: AppOptions = {}) {
  const app = new Hono<AppEnv>({ strict: false });
  const api = createApi();

  // The app's own loaders call the JSON contract in-process during SSR (DESIGN §1), through
  // the same API sub-apps but without running the page request's middleware a second time.
  const inProcess = new Hono<AppEnv>({ strict: false });
  inProcess.use(inheritFromPage());
  inProcess.route("/", api);
  inProcess.notFound(apiNotFound);
  inProcess.onError(apiError);
  const fetchInProcess = (c: Context<AppEnv>) => async (request: Request) =>
    inProcess.fetch(onBehalfOf(request, c), c.env, c.executionCtx);

  app.use(drainUnreadBody());
  app.use(securityHeaders({ dev: options.dev }));
  // Liveness probe, and the baseline `npm run bench` measures SSR against.
  app.get("/healthz", (c) => c.text("ok"));
  app.use(language());
  app.use(settings());
  app.use(offlineCheck());
  app.use(redirects());
  app.use(session());
  app.use(dropVersionFlag());
  app.use(noindex());

  app.route("/", api);
  app.route("/media", media());
  app.route("/", signInPages());
  app.route("/", setPasswordPages());
  app.route("/", seo());
  app.use("/cms-hub", hubPages());
  app.use("/cms-hub/*", hubPages());
  // An event's ticket_url in the built-in shop: its booking widget on the event page. An unknown
  // event is the shop's not-found page, rendered by the app at this address like its other paths.
  app.get("/webshop/events/:idJet{[0-9]{1,10}}", async (c, next) => {
    const path = await eventPathByJetId(c.env.DB, c.get("lang"), Number(c.req.param("idJet")));
    if (path) return c.redirect(`${path}#tickets`, 302);
    await next();
  });

  app.get("*", async (c) => {
    // Not pages: unmatched API calls. A path in a language the site does not have is rendered
    // like any other: the app answers it with its not-found page, which the browser then hydrates
    // at the same address.
    if (isApiPath(c.req.path)) return c.notFound();
    const nonce = c.get("nonce");
    const anonymous = c.get("user") === null;
    const cacheKey = await shareablePageKey(c.env, c.req.raw, !anonymous);
    const cached = cacheKey ? await cachedPage(cacheKey, nonce, memoSeconds(c.env)) : null;
    if (cached) return cached;
    if (!cacheKey) {
      // Rendered for one visitor: a visitor without an editor session reads public data as
      // kept from other renders (a page the cache keeps is rendered from live reads instead,
      // so the two short-lived copies do not stack).
      const reads = anonymous
        ? memoisedReads(c.env, fetchInProcess(c), await contentGeneration(c.env))
        : fetchInProcess(c);
      return renderApp(c, reads);
    }
    const response = await renderApp(c, fetchInProcess(c));
    return storeWhileStreaming(
      cacheKey,
      nonce,
      response,
      (promise) => c.executionCtx.waitUntil(promise),
      memoSeconds(c.env),
    );
  });

  app.notFound(async (c) => {
    if (isApiPath(c.req.path)) return apiNotFound(c);
    const url = new URL(c.req.url);
    url.pathname = `/${c.get("lang") ?? "de"}/404`;
    url.search = "";
    return renderApp(c, fetchInProcess(c), new Request(url, c.req.raw));
  });

  app.onError((error, c) => {
    if (isApiPath(c.req.path)) return apiError(error, c);
    console.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.html(fatalErrorDocument(c.get("lang") ?? "de", c.get("nonce") ?? ""), 500);
  });

  return app;
}

function apiNotFound(c: Context<AppEnv>) {
  return c.json({ error: "not_found", detail: "Not found." }, 404);
}

function apiError(error: Error, c: Context<AppEnv>) {
  console.error(`${c.req.method} ${c.req.path} failed`, error);
  return c.json({ error: "internal_error", detail: "Internal server error." }, 500);
}
