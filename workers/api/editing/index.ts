import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { mediaApi } from "./media";
import { pageModulesApi } from "./modules";
import { pageWritesApi } from "./pages";
import { redirectWritesApi } from "./redirects";

/** Where the editing API is mounted: every route below is relative to it (SPEC §7). */
export const EDITING_PREFIX = "/:lang{de|en}/pageeditor-api";

/**
 * The page editor's writes (ADR 0020): pages with their versions, modules, redirects, and the
 * media library it uploads images to (ADR 0021). Their first path segments differ (`page`,
 * `redirects`, a module type, `container`, `media`), so no route here shadows another whatever
 * the order, and the read routes outside step aside for them.
 */
export const editingApi = new Hono<AppEnv>();
editingApi.route("/", pageWritesApi);
editingApi.route("/", redirectWritesApi);
editingApi.route("/", pageModulesApi);
editingApi.route("/", mediaApi);
