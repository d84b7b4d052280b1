import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { EventsListPage } from "../../../features/events/EventsListPage";
import { type EventsSearch, eventFilterKeys, eventsQuery } from "../../../features/events/queries";
import { pageQuery } from "../../../features/pages/queries";
import { settingsQuery } from "../../../features/site/queries";
import { createTranslator } from "../../../i18n/messages";
import { listUrls, orNotFound, type RouteData, routeHead, siteNameOf } from "../-route-data";
import { compact, dateParam, idParam, isInvalidSearch, searchString } from "../-search-params";

/** Query of the events list: filters (SPEC §3), date (dd-mm-yyyy) and page; anything invalid is a 404. */
function validateEventsSearch(raw: Record<string, unknown>): EventsSearch {
  const search: EventsSearch = { date: dateParam(raw), page: idParam(raw, "page") };
  for (const key of eventFilterKeys) search[key] = idParam(raw, key);
  return compact(search);
}

export const Route = createFileRoute("/$lang/events/")({
  validateSearch: validateEventsSearch,
  // SPEC §5: an invalid date or non-numeric filter is an error; for now that is the not-found page.
  onError: (error: unknown) => {
    if (isInvalidSearch(error)) throw notFound();
  },
  // Only the validated keys: the router also passes through unknown ones (they are ignored).
  loaderDeps: ({ search }) => validateEventsSearch(search),
  loader: async ({ context, deps }): Promise<RouteData & { headline: string | null }> => {
    const { api, lang, queryClient } = context;
    // The editable page at the events path lends its headline (SPEC §7); without one, a message.
    const headlinePage = queryClient
      .ensureQueryData(pageQuery(api, lang, lang === "de" ? "programm" : "events"))
      .then((page) => page.headline || page.title)
      .catch(() => null);
    const [siteName, , headline] = await Promise.all([
      siteNameOf(context),
      orNotFound(queryClient.ensureQueryData(eventsQuery(api, lang, deps))),
      headlinePage,
    ]);
    const t = createTranslator(lang);
    return {
      lang,
      siteName,
      headline,
      urls: listUrls("events", searchString(deps)),
      meta: { title: headline || t("events.title"), description: t("events.description") },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: EventsRoute,
});

function EventsRoute() {
  const { api, lang } = Route.useRouteContext();
  const search = Route.useLoaderDeps();
  const { headline } = Route.useLoaderData();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  return (
    <EventsListPage api={api} lang={lang} search={search} headline={headline} currency={settings.design.currency} />
  );
}
