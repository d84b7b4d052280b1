import { lazy } from "react";
import type { SectionScreens } from "../SectionScreen";

/** The dashboard's screens (issue 25) by their segment below `/cms-hub/dashboard`; '' is its overview. */
export const DASHBOARD_SCREENS: SectionScreens = {
  media: lazy(() => import("./MediaScreen").then((m) => ({ default: m.MediaScreen }))),
  versions: lazy(() => import("./VersionsScreen").then((m) => ({ default: m.VersionsScreen }))),
};
