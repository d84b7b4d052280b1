import { isCancelledError, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, Outlet, redirect } from "@tanstack/react-router";
import { SiteLayout } from "../components/layout/SiteLayout";
import { JsonLd, organizationNode } from "../components/ui/json-ld";
import { StickyBar } from "../features/booking/StickyBar";
import { ConsentManager } from "../features/consent/ConsentManager";
import { EventsOverlayButton, useOverlayButtonShown } from "../features/events/EventsOverlayButton";
import { EventsOverlayHost } from "../features/events/EventsOverlayHost";
import { breakingNewsQuery, openingHoursQuery } from "../features/navigation/queries";
import { SiteHeader } from "../features/navigation/SiteHeader";
import { NotFoundPage } from "../features/site/NotFoundPage";
import { navQuery, settingsQuery } from "../features/site/queries";
import { userDetailsQuery } from "../features/user/queries";
import { hasOverlayRedirectFlag } from "../lib/events-overlay";
import { isLang } from "../lib/languages";

export const Route = createFileRoute("/$lang")({
  beforeLoad: ({ params, location }) => {
    if (!isLang(params.lang)) throw notFound();
    // SPEC §2: `overlay=true` on any page opens the events page, the flag removed.
    const search = location.search as Record<string, unknown>;
    if (hasOverlayRedirectFlag(search)) {
      const { overlay: _flag, ...rest } = search;
      throw redirect({ to: "/$lang/events", params: { lang: params.lang }, search: rest, statusCode: 302 });
    }
    return { lang: params.lang };
  },
  loader: async ({ context }) => {
    const { api, lang, queryClient } = context;
    // The header's own data: a failure is logged and the header renders without that part (SPEC §8).
    // A call cancelled because the render ended first (a redirect) is no failure.
    const optional = (name: string, load: Promise<unknown>) =>
      load.catch((error: unknown) => {
        if (!isCancelledError(error)) console.warn(`header: ${name} unavailable`, error);
      });
    await Promise.all([
      queryClient.ensureQueryData(settingsQuery(api)),
      queryClient.ensureQueryData(navQuery(api, lang)),
      optional("user details", queryClient.ensureQueryData(userDetailsQuery(api))),
      optional("opening hours", queryClient.ensureQueryData(openingHoursQuery(api, lang))),
      optional("breaking news", queryClient.ensureQueryData(breakingNewsQuery(api, lang))),
    ]);
  },
  component: LanguageLayout,
  notFoundComponent: NotFoundPage,
  // The layout renders on every language page, so its code ships in the entry chunk rather than
  // as a chunk of its own that every page loads anyway (ADR 0014).
  codeSplitGroupings: [],
});

function LanguageLayout() {
  const { api, lang } = Route.useRouteContext();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  const { data: nav } = useSuspenseQuery(navQuery(api, lang));
  // The loader (or SSR) has asked already; mounting the layout need not ask again.
  const { data: user } = useQuery({ ...userDetailsQuery(api), refetchOnMount: false });
  const overlayButton = useOverlayButtonShown(settings.design.stickyOverlayButton);
  return (
    <SiteLayout
      settings={settings}
      navigation={nav.navigation}
      header={<SiteHeader api={api} settings={settings} navigation={nav.navigation} user={user} />}
      consent={<ConsentManager tagManagerId={settings.design.cookies.tagManagerId} />}
    >
      <JsonLd node={(origin) => organizationNode(settings, origin, `/${lang}`)} />
      <Outlet />
      <StickyBar leading={overlayButton ? <EventsOverlayButton /> : undefined} />
      <EventsOverlayHost
        api={api}
        lang={lang}
        currency={settings.design.currency}
        cardStyle={settings.design.events.cardStyle}
      />
    </SiteLayout>
  );
}
