import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "../../../components/ui/Skeleton";
import { personGroupsQuery } from "../../../features/team/queries";
import { TeamPage } from "../../../features/team/TeamPage";
import { listMeta, listUrls, type RouteData, routeHead, siteNameOf } from "../-route-data";

export const Route = createFileRoute("/$lang/team/")({
  loader: async ({ context }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const [siteName] = await Promise.all([
      siteNameOf(context),
      queryClient.ensureQueryData(personGroupsQuery(api, lang)),
    ]);
    return { lang, siteName, urls: listUrls("team"), meta: listMeta(lang, siteName, "team.title", "team.description") };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: TeamRoute,
  pendingComponent: () => <Skeleton kind="ensemble" />,
});

function TeamRoute() {
  const { api, lang } = Route.useRouteContext();
  return <TeamPage api={api} lang={lang} />;
}
