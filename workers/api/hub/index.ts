import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { hubFormsApi } from "./forms";
import { hubMeApi } from "./me";

/**
 * The CMS hub's API (ADR 0030), mounted once under HUB_API_PREFIX: one sub-app per resource,
 * each with a first path segment of its own, so none shadows another whatever the order.
 */
export const hubApi = new Hono<AppEnv>();
hubApi.route("/", hubMeApi);
hubApi.route("/", hubFormsApi);
