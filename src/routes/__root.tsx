import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useMatches } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { DocumentExtras } from "../components/layout/DocumentExtras";
import { settingsQuery } from "../features/site/queries";
import { loadMessages } from "../i18n/messages";
import { useLang } from "../i18n/use-lang";
import { langOfLocation, languageInfo } from "../lib/languages";
import { type Theme, themeOf } from "../lib/theme";
import type { RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page, the not-found page included, renders text in its language: load it first.
  beforeLoad: ({ location }) => loadMessages(langOfLocation(location.pathname, location.search)),
  // The layouts load the settings for their pages; a path outside them (`/fr`, `/de/events`)
  // gets the not-found page straight from here, whose title ends with the site name all the
  // same (SPEC §9). Without settings that title is the page's own: nothing to fail on.
  loader: ({ context }) => context.queryClient.prefetchQuery(settingsQuery(context.api)),
  head: () => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#1d1d1b" },
    ],
    links: [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }],
  }),
  component: RootComponent,
});

function RootComponent() {
  return (
    <RootDocument>
      <Outlet />
    </RootDocument>
  );
}

/** The deepest matched route that names a division theme decides the body class. */
function useTheme(): Theme {
  return useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const theme = themeOf(matches[i]?.loaderData);
        if (theme) return theme;
      }
      return "wkm";
    },
  });
}

export function RootDocument({ children }: { children: ReactNode }) {
  const lang = useLang();
  const theme = useTheme();
  return (
    <html lang={languageInfo[lang].iso.slice(0, 2)} dir="ltr">
      <head>
        <HeadContent />
      </head>
      <body className={theme}>
        <DocumentExtras />
        {children}
        <Scripts />
      </body>
    </html>
  );
}
