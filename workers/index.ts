import { registerHtmlSanitisers } from "../src/lib/html-sanitiser";
import { createApp } from "./app";
import { deleteExpiredSessions } from "./auth/session";
import { expireReservations } from "./cron/expire-reservations";
import { purgeStaleUploads } from "./cron/purge-uploads";
import { refreshCaches } from "./cron/refresh-caches";
import { deleteExpiredPasswordLinks } from "./db/accounts";

export { TicketInventory } from "./shop/inventory";

registerHtmlSanitisers();
const app = createApp({ dev: import.meta.env?.DEV === true });

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshCaches(env));
    ctx.waitUntil(expireReservations(env));
    ctx.waitUntil(purgeStaleUploads(env));
    ctx.waitUntil(deleteExpiredSessions(env.DB));
    ctx.waitUntil(deleteExpiredPasswordLinks(env.DB, new Date()));
  },
} satisfies ExportedHandler<Env>;
