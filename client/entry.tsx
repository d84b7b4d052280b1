import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { defaultLang, isLang } from "../src/i18n/languages";
import { loadMessages } from "../src/i18n/messages";
import { createApiClient } from "../src/lib/api";
import { installChunkReload } from "../src/lib/chunk-reload";
import { registerServiceWorker } from "../src/lib/service-worker";
import { createAppRouter } from "../src/router";
import "../src/styles/global.css";

// Before anything lazy is requested: a stale chunk after a deploy reloads the page (SPEC §8).
installChunkReload();

const origin = window.location.origin;
const router = createAppRouter({
  api: createApiClient({ origin, fetcher: (request) => window.fetch(request) }),
  origin,
});

// Hydration must render the server's text, so the page's catalogue is there before it starts.
const lang = document.documentElement.lang;
await loadMessages(isLang(lang) ? lang : defaultLang);
hydrateRoot(document, <RouterClient router={router} />);
if (import.meta.env.PROD) registerServiceWorker();
