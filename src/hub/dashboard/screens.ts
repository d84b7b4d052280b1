import { lazy } from "react";
import type { SectionScreens } from "../SectionScreen";

/** The dashboard's screens (issue 25) by their segment below `/cms-hub/dashboard`; '' is its overview. */
export const DASHBOARD_SCREENS: SectionScreens = {
  "": lazy(() => import("./OverviewScreen").then((m) => ({ default: m.OverviewScreen }))),
  activity: lazy(() => import("./ActivityScreen").then((m) => ({ default: m.ActivityScreen }))),
  searches: lazy(() => import("./SearchesScreen").then((m) => ({ default: m.SearchesScreen }))),
  identity: lazy(() => import("./IdentityScreen").then((m) => ({ default: m.IdentityScreen }))),
  errors: lazy(() => import("./ErrorsScreen").then((m) => ({ default: m.ErrorsScreen }))),
  media: lazy(() => import("./MediaScreen").then((m) => ({ default: m.MediaScreen }))),
  versions: lazy(() => import("./VersionsScreen").then((m) => ({ default: m.VersionsScreen }))),
  forms: lazy(() => import("./FormsScreen").then((m) => ({ default: m.FormsScreen }))),
};
