import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { hubAccountsApi } from "./accounts";
import { hubArticleCategoriesApi } from "./article-categories";
import { hubArticleTagsApi } from "./article-tags";
import { hubArticlesApi } from "./articles";
import { hubBreakingNewsApi } from "./breaking-news";
import { hubDashboardLogsApi } from "./dashboard-logs";
import { hubEventTeasersApi } from "./event-teasers";
import { hubEventsApi } from "./events";
import { hubExhibitionTypesApi } from "./exhibition-types";
import { hubFormsApi } from "./forms";
import { hubHealthApi } from "./health";
import { hubMeApi } from "./me";
import { hubMediaApi } from "./media";
import { hubMenusApi } from "./menus";
import { hubNoindexApi } from "./noindex";
import { hubOpeningHoursApi } from "./opening-hours";
import { hubPersonCategoriesApi } from "./person-categories";
import { hubPersonsApi } from "./persons";
import { hubProductionsApi } from "./productions";
import { hubRedirectsApi } from "./redirects";
import { hubSeasonsApi } from "./seasons";
import { hubSeriesApi } from "./series";
import { hubSettingsApi } from "./settings";
import { hubTaxonomiesApi } from "./taxonomies";
import { hubVenuesApi } from "./venues";
import { hubVersionsApi } from "./versions";

/**
 * The CMS hub's API (ADR 0030), mounted once under HUB_API_PREFIX: one sub-app per resource,
 * each with paths of its own (the site settings' resources below `settings/{resource}/`), so
 * none shadows another whatever the order.
 */
export const hubApi = new Hono<AppEnv>();
hubApi.route("/", hubMeApi);
hubApi.route("/", hubFormsApi);
hubApi.route("/", hubSettingsApi);
hubApi.route("/", hubBreakingNewsApi);
hubApi.route("/", hubNoindexApi);
hubApi.route("/", hubAccountsApi);
hubApi.route("/", hubMediaApi);
hubApi.route("/", hubVersionsApi);
hubApi.route("/", hubMenusApi);
hubApi.route("/", hubOpeningHoursApi);
hubApi.route("/", hubDashboardLogsApi);
hubApi.route("/", hubRedirectsApi);
hubApi.route("/", hubTaxonomiesApi);
hubApi.route("/", hubHealthApi);
hubApi.route("/", hubArticlesApi);
hubApi.route("/", hubArticleCategoriesApi);
hubApi.route("/", hubArticleTagsApi);
hubApi.route("/", hubEventTeasersApi);
hubApi.route("/", hubProductionsApi);
hubApi.route("/", hubSeasonsApi);
hubApi.route("/", hubSeriesApi);
hubApi.route("/", hubExhibitionTypesApi);
hubApi.route("/", hubPersonsApi);
hubApi.route("/", hubPersonCategoriesApi);
hubApi.route("/", hubVenuesApi);
hubApi.route("/", hubEventsApi);
