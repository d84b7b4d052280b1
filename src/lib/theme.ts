/** The base brand and the four divisions (SPEC §1), applied as a body class. */
export const themes = ["wkm", "so", "ba", "ti", "wa"] as const;
export type Theme = (typeof themes)[number];

export function isTheme(value: unknown): value is Theme {
  return (themes as readonly unknown[]).includes(value);
}

/** The theme a route's loader data names, if any (`{ theme }` or `{ page: { theme } }`). */
export function themeOf(loaderData: unknown): Theme | undefined {
  if (!loaderData || typeof loaderData !== "object") return undefined;
  const data = loaderData as { theme?: unknown; page?: { theme?: unknown } };
  if (isTheme(data.theme)) return data.theme;
  if (isTheme(data.page?.theme)) return data.page.theme;
  return undefined;
}
