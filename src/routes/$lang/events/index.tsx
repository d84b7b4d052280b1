import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { cardBooking } from "../../../features/booking/card-booking";
import { shopSettingsOf } from "../../../features/booking/shop-settings";
import { EventsListPage } from "../../../features/events/EventsListPage";
import { CardBookingContext } from "../../../features/events/EventsProgramme";
import {
  accessOptionsQuery,
  eventsListQuery,
  filterOptionsQuery,
  teasersQuery,
} from "../../../features/events/queries";
import {
  type EventsFilters,
  eventFilterKeys,
  hasEventFilters,
  parseEventsSearch,
  toSearch,
} from "../../../features/events/url-state";
import { pageQuery } from "../../../features/pages/queries";
import { settingsQuery } from "../../../features/site/queries";
import { createTranslator } from "../../../i18n/messages";
import { logErrorToDashboard } from "../../../lib/error-log";
import { isOverlayOpen, OVERLAY_OPEN } from "../../../lib/events-overlay";
import type { Lang } from "../../../lib/languages";
import type { EventListItem } from "../../../schemas/events";
import { listUrls, orNotFound, type RouteData, routeHead, siteNameOf } from "../-route-data";
import { searchString } from "../-search-params";

type EventsRouteSearch = EventsFilters & { overlay?: string };

/**
 * SPEC §5/§8: an invalid events query is logged and reported, and the visitor lands on the
 * unfiltered list. On the server the log is the worker's console; in the browser the dashboard's
 * error log is written too.
 */
function reportInvalidQuery(lang: Lang, url: string, keys: string[]): void {
  const message = `Invalid events query: ${keys.join(", ")}`;
  console.warn(`${message} (${url})`);
  if (typeof window !== "undefined") logErrorToDashboard(lang, { url, status: 400, message });
}

export const Route = createFileRoute("/$lang/events/")({
  // Known keys only (unknown ones are ignored); malformed values are left for beforeLoad to
  // report and redirect. Every other known key is returned, undefined when absent or empty,
  // because the router merges this over the raw query: a dropped `room=` would come back as an
  // empty (yet active) filter.
  validateSearch: (raw: Record<string, unknown>): EventsRouteSearch => {
    const { filters, invalid } = parseEventsSearch(raw);
    const owned = [...eventFilterKeys, "access", "date"].filter((key) => !invalid.includes(key));
    const absent = Object.fromEntries(owned.map((key) => [key, undefined]));
    return { ...absent, ...filters, overlay: isOverlayOpen(raw) ? OVERLAY_OPEN : undefined };
  },
  beforeLoad: ({ location, params, context }) => {
    const { invalid } = parseEventsSearch(location.search as Record<string, unknown>);
    if (invalid.length === 0) return;
    reportInvalidQuery(context.lang, location.publicHref, invalid);
    // A redirect, not a page: the server answers it as such, before rendering anything.
    throw redirect({ to: "/$lang/events", params, search: {}, statusCode: 302 });
  },
  loaderDeps: ({ search }): EventsFilters => {
    const { overlay: _overlay, ...filters } = search;
    return filters;
  },
  loader: async ({ context, deps }): Promise<RouteData & { headline: string | null }> => {
    const { api, lang, queryClient } = context;
    // The editable page at the events path lends its headline (SPEC §7); without one, a message.
    const headlinePage = queryClient
      .ensureQueryData(pageQuery(api, lang, lang === "de" ? "programm" : "events"))
      .then((page) => page.headline || page.title)
      .catch(() => null);
    // Options and teasers only decorate the list: without them it still works.
    const extras = Promise.all([
      ...eventFilterKeys.map((key) => queryClient.ensureQueryData(filterOptionsQuery(api, lang, key))),
      queryClient.ensureQueryData(accessOptionsQuery(api, lang)),
      hasEventFilters(deps) ? null : queryClient.ensureQueryData(teasersQuery(api, lang)),
    ]).catch(() => null);
    const events = orNotFound(queryClient.ensureInfiniteQueryData(eventsListQuery(api, lang, deps)));
    // On the server the first page is rendered (a reload of a filtered URL shows the same list).
    // In the browser a filter change must not wait: the list empties, shows its placeholder and
    // fills when the page arrives (SPEC §4 "reset empties the list first").
    const onServer = typeof window === "undefined";
    if (!onServer) events.catch(() => undefined);
    const [siteName, headline] = await Promise.all([
      siteNameOf(context),
      headlinePage,
      onServer ? events : null,
      onServer ? extras : null,
    ]);
    const t = createTranslator(lang);
    return {
      lang,
      siteName,
      headline,
      urls: listUrls("events", searchString(toSearch(deps))),
      meta: { title: headline || t("events.title"), description: t("events.description") },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: EventsRoute,
  pendingComponent: () => <Skeleton kind="events" />,
});

function EventsRoute() {
  const { api, lang } = Route.useRouteContext();
  const filters = Route.useLoaderDeps();
  const { headline } = Route.useLoaderData();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  const shop = useMemo(() => shopSettingsOf(settings), [settings]);
  // SPEC §9 quick-buy flag: cards book in place instead of linking to the shop.
  const renderBooking = useCallback((event: EventListItem) => cardBooking(event, shop), [shop]);
  return (
    <CardBookingContext.Provider value={shop.quickBuy ? renderBooking : null}>
      <EventsListPage
        api={api}
        lang={lang}
        filters={filters}
        headline={headline}
        currency={settings.design.currency}
        cardStyle={settings.design.events.cardStyle}
      />
    </CardBookingContext.Provider>
  );
}
