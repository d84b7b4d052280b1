import { Hono } from "hono";
import type { AppEnv } from "../env";
import { articlesApi } from "./articles";
import { breakingNewsApi } from "./breaking-news";
import { calendarApi } from "./calendar";
import { eventsApi } from "./events";
import { filterOptionsApi } from "./filter-options";
import { formsApi } from "./forms";
import { navApi } from "./nav";
import { openingHoursApi } from "./opening-hours";
import { pagesApi } from "./pages";
import { personsApi } from "./persons";
import { productionsApi } from "./productions";
import { redirectsApi } from "./redirects";
import { searchApi } from "./search";
import { seriesApi } from "./series";
import { settingsApi } from "./settings";
import { teasersApi } from "./teasers";
import { userApi } from "./user";
import { venuesApi } from "./venues";

/**
 * The read side of the JSON contract (SPEC §7), one sub-app per resource. Every path is
 * registered with and without its trailing slash, so it works under strict and non-strict apps.
 * Language: `c.get("lang")`, set by the language middleware from the prefix or, for /api/…,
 * from `?lang=` / Accept-Language.
 */
export function createApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.route("/", settingsApi);
  app.route("/", userApi);
  app.route("/", navApi);
  app.route("/", pagesApi);
  app.route("/", redirectsApi);
  app.route("/", openingHoursApi);
  app.route("/", breakingNewsApi);
  app.route("/", filterOptionsApi);
  app.route("/", calendarApi);
  app.route("/", teasersApi);
  app.route("/", eventsApi);
  app.route("/", productionsApi);
  app.route("/", articlesApi);
  app.route("/", personsApi);
  app.route("/", venuesApi);
  app.route("/", seriesApi);
  app.route("/", formsApi);
  app.route("/", searchApi);
  return app;
}
