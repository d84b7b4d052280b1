import { createApp } from "./app";
import { refreshCaches } from "./cron/refresh-caches";

const app = createApp({ dev: import.meta.env?.DEV === true });

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshCaches(env));
  },
} satisfies ExportedHandler<Env>;
