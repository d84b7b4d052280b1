/**
 * Who may open what in the CMS hub (`/cms-hub`, SPEC §2, §6): every signed-in editor the hub
 * itself; the dashboard those with dashboard access or admin; accounts and site settings admins
 * only. The worker checks it for every page and call; the hub's screens use it to show the 403
 * page and to leave out links an editor could not follow.
 */

export type HubRight = "editor" | "dashboard" | "admin";

export interface HubRights {
  isAdmin: boolean;
  hasDashboardOnlineAccess: boolean;
}

export function hasHubRight(user: HubRights, right: HubRight): boolean {
  if (right === "admin") return user.isAdmin;
  if (right === "dashboard") return user.isAdmin || user.hasDashboardOnlineAccess;
  return true;
}

/** The hub's pages live below this path; it is not localised (SPEC §2). */
const HUB_PATH = "/cms-hub";

/** The hub's JSON API (ADR 0030): one sub-app per resource below it. */
export const HUB_API_PREFIX = "/api/cms-hub";

/** The right a hub page needs, by its first segment below `/cms-hub`. */
const PAGE_RIGHTS: Readonly<Record<string, HubRight>> = {
  dashboard: "dashboard",
  accounts: "admin",
  settings: "admin",
};

/** The right the hub page at `pathname` needs; null when the path is not a hub page. */
export function hubPageRight(pathname: string): HubRight | null {
  if (pathname !== HUB_PATH && !pathname.startsWith(`${HUB_PATH}/`)) return null;
  const first = pathname.slice(HUB_PATH.length + 1).split("/", 1)[0] ?? "";
  return PAGE_RIGHTS[first] ?? "editor";
}
