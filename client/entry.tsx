import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { createApiClient } from "../src/lib/api";
import { createAppRouter } from "../src/router";
import "../src/styles/global.css";

const origin = window.location.origin;
const router = createAppRouter({
  api: createApiClient({ origin, fetcher: (request) => window.fetch(request) }),
  origin,
});

hydrateRoot(document, <RouterClient router={router} />);
