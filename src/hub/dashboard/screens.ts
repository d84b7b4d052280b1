import { lazy } from "react";
import type { SectionScreens } from "../SectionScreen";

/** The dashboard's screens (issue 25) by their segment below `/cms-hub/dashboard`; '' is its overview. */
export const DASHBOARD_SCREENS: SectionScreens = {
  forms: lazy(() => import("./FormsScreen").then((m) => ({ default: m.FormsScreen }))),
};
