import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { PRIVATE, slashOptional } from "../http";
import { hubAccess, hubUser } from "./kit";

/** GET me/: the signed-in account and its rights, for the hub's frame and its 403 pages. */
export const hubMeApi = new Hono<AppEnv>();

hubMeApi.on("GET", slashOptional("/me/"), hubAccess("editor"), (c) => {
  const user = hubUser(c);
  return c.json(
    {
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      is_admin: user.isAdmin,
      has_dashboard_online_access: user.hasDashboardOnlineAccess,
    },
    200,
    PRIVATE,
  );
});
