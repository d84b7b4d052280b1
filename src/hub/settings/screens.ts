import { lazy } from "react";
import type { SectionScreens } from "../SectionScreen";

/** The site settings' screens (issue 25) by their segment below `/cms-hub/settings`; '' is their overview. */
export const SETTINGS_SCREENS: SectionScreens = {
  "": lazy(() => import("./SettingsOverview").then((m) => ({ default: m.SettingsOverview }))),
  site: lazy(() => import("./SiteScreen").then((m) => ({ default: m.SiteScreen }))),
  design: lazy(() => import("./DesignScreen").then((m) => ({ default: m.DesignScreen }))),
  alerts: lazy(() => import("./AlertsScreen").then((m) => ({ default: m.AlertsScreen }))),
  noindex: lazy(() => import("./NoindexScreen").then((m) => ({ default: m.NoindexScreen }))),
  menus: lazy(() => import("./MenusScreen").then((m) => ({ default: m.MenusScreen }))),
  "opening-hours": lazy(() => import("./OpeningHoursScreen").then((m) => ({ default: m.OpeningHoursScreen }))),
  redirects: lazy(() => import("./RedirectsScreen").then((m) => ({ default: m.RedirectsScreen }))),
};
