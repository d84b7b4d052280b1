import { RouterProvider } from "@tanstack/react-router";
import { hydrate } from "@tanstack/react-router/ssr/client";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { showConsentDialogOnFirstVisit } from "../src/features/consent/ConsentManager";
import { loadMessages } from "../src/i18n/messages";
import { createApiClient } from "../src/lib/api";
import { installChunkReload, isChunkLoadError, reloadAfterChunkFailure } from "../src/lib/chunk-reload";
import { defaultLang, isLang } from "../src/lib/languages";
import { registerServiceWorker } from "../src/lib/service-worker";
import { createAppRouter } from "../src/router";
import "../src/styles/global.css";
import { startEditorWhenSignedIn } from "./editor";
import { afterFirstPaint, yieldToMain } from "./first-paint";

// Before anything lazy is requested: a stale chunk after a deploy reloads the page (SPEC §8).
installChunkReload();

// Before React takes over the document, everything its first render needs is here: the
// page's catalogue (hydration renders the server's text), the router's state and the matched
// routes' code (what TanStack's RouterClient would otherwise suspend the whole document on),
// and the browser has painted the page once (first-paint.ts). Until then the page is readable
// HTML. A first visit's consent dialog comes first, with the wire to itself: while a document
// is suspended in hydration React holds back clicks anywhere in it (to replay them on its own
// elements), which would swallow a click on the dialog. No top-level await: the dialog's chunk
// imports modules of this one and could not run until it finished.
// Each step runs in a task of its own (yieldToMain), so the browser can paint and answer input
// between them instead of meeting one long task.
async function boot(): Promise<void> {
  const lang = document.documentElement.lang;
  const ready = Promise.all([loadMessages(isLang(lang) ? lang : defaultLang), showConsentDialogOnFirstVisit(1500)]);
  // Awaited below; should the router's creation throw first, boot's error is the one to report.
  ready.catch(() => undefined);
  await yieldToMain();
  const origin = window.location.origin;
  const api = createApiClient({ origin, fetcher: (request) => window.fetch(request) });
  const router = createAppRouter({ api, origin });
  await ready;
  await yieldToMain();
  // The routes' code loads while the page waits for its paint; only React's takeover waits.
  await Promise.all([hydrate(router).finally(() => window.$_TSR?.h()), afterFirstPaint()]);
  await yieldToMain();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(document, <RouterProvider router={router} />);
  });
  if (import.meta.env.PROD) registerServiceWorker();
  void startEditorWhenSignedIn(router, api).catch((error: unknown) => console.error("editor failed to load", error));
}

boot().catch((error: unknown) => {
  // A chunk gone after a deploy: the current build is a reload away (SPEC §8).
  if (isChunkLoadError(error)) reloadAfterChunkFailure();
  console.error("hydration failed", error);
});
