import { Hono } from "hono";
import { HUB_API_PREFIX } from "../../src/lib/hub-access";
import type { AppEnv } from "../env";
import { articlesApi } from "./articles";
import { availabilityApi } from "./availability";
import { breakingNewsApi } from "./breaking-news";
import { calendarApi } from "./calendar";
import { EDITING_PREFIX, editingApi } from "./editing";
import { errorLogApi } from "./error-log";
import { errorPagesApi } from "./error-pages";
import { eventsApi } from "./events";
import { filterOptionsApi } from "./filter-options";
import { formEntriesApi } from "./form-entries";
import { formsApi } from "./forms";
import { hubApi } from "./hub";
import { linkTargetsApi } from "./link-targets";
import { navApi } from "./nav";
import { openingHoursApi } from "./opening-hours";
import { pagesApi } from "./pages";
import { personsApi } from "./persons";
import { productionsApi } from "./productions";
import { programmeFeedApi } from "./programme-feed";
import { redirectsApi } from "./redirects";
import { searchApi } from "./search";
import { seriesApi } from "./series";
import { settingsApi } from "./settings";
import { shopCartApi } from "./shop-cart";
import { signInApi } from "./sign-in";
import { teasersApi } from "./teasers";
import { tempFilesApi } from "./temp-files";
import { userApi } from "./user";
import { venuesApi } from "./venues";
import { webshopApi } from "./webshop";

/**
 * The JSON contract (SPEC §7): one sub-app per read resource, and the editing API's writes under
 * their prefix (editing/). No route depends on the order of mounting. Every path is
 * registered with and without its trailing slash, so it works under strict and non-strict apps.
 * Language: `c.get("lang")`, set by the language middleware from the prefix or, for /api/…,
 * from `?lang=` / Accept-Language.
 */
export function createApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.route("/", settingsApi);
  app.route("/", userApi);
  app.route("/", signInApi);
  app.route("/", navApi);
  app.route("/", pagesApi);
  app.route("/", redirectsApi);
  app.route("/", openingHoursApi);
  app.route("/", breakingNewsApi);
  app.route("/", filterOptionsApi);
  app.route("/", calendarApi);
  app.route("/", teasersApi);
  app.route("/", eventsApi);
  app.route("/", programmeFeedApi);
  app.route("/", productionsApi);
  app.route("/", articlesApi);
  app.route("/", personsApi);
  app.route("/", venuesApi);
  app.route("/", seriesApi);
  app.route("/", formsApi);
  app.route("/", tempFilesApi);
  app.route("/", linkTargetsApi);
  app.route("/", formEntriesApi);
  app.route("/", errorLogApi);
  app.route("/", errorPagesApi);
  app.route("/", searchApi);
  app.route("/", shopCartApi);
  app.route("/", webshopApi);
  app.route("/", availabilityApi);
  // The writes, mounted once under their prefix; `{model}` matches module types only.
  app.route(EDITING_PREFIX, editingApi);
  // The CMS hub's reads and writes (ADR 0030).
  app.route(HUB_API_PREFIX, hubApi);
  return app;
}
