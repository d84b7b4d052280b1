import type { SectionScreens } from "../SectionScreen";

/** The site settings' screens (issue 25) by their segment below `/cms-hub/settings`; '' is their overview. */
export const SETTINGS_SCREENS: SectionScreens = {};
