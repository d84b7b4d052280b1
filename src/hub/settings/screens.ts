import { lazy } from "react";
import type { SectionScreens } from "../SectionScreen";

/** The site settings' screens (issue 25) by their segment below `/cms-hub/settings`; '' is their overview. */
export const SETTINGS_SCREENS: SectionScreens = {
  menus: lazy(() => import("./MenusScreen").then((m) => ({ default: m.MenusScreen }))),
  "opening-hours": lazy(() => import("./OpeningHoursScreen").then((m) => ({ default: m.OpeningHoursScreen }))),
};
