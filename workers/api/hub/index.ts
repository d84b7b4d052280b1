import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { hubDashboardLogsApi } from "./dashboard-logs";
import { hubMediaApi } from "./media";
import { hubMeApi } from "./me";
import { hubRedirectsApi } from "./redirects";
import { hubVersionsApi } from "./versions";

/**
 * The CMS hub's API (ADR 0030), mounted once under HUB_API_PREFIX: one sub-app per resource,
 * each with a first path segment of its own, so none shadows another whatever the order.
 */
export const hubApi = new Hono<AppEnv>();
hubApi.route("/", hubMeApi);
hubApi.route("/", hubMediaApi);
hubApi.route("/", hubVersionsApi);
hubApi.route("/", hubDashboardLogsApi);
hubApi.route("/", hubRedirectsApi);
