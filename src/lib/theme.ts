/** The base brand and the four divisions (SPEC §1), applied as a body class. */
export const themes = ["wkm", "so", "ba", "ti", "wa"] as const;
export type Theme = (typeof themes)[number];

export function isTheme(value: unknown): value is Theme {
  return (themes as readonly unknown[]).includes(value);
}

/** The theme a route's loader data names (`{ theme }`), if any. */
export function themeOf(loaderData: unknown): Theme | undefined {
  if (!loaderData || typeof loaderData !== "object") return undefined;
  const { theme } = loaderData as { theme?: unknown };
  return isTheme(theme) ? theme : undefined;
}
