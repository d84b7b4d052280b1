import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "../../components/ui/Skeleton";
import { GenericPage } from "../../features/pages/GenericPage";
import { loadPageRoute, routeHead, validateVersionSearch } from "./-route-data";

export const Route = createFileRoute("/$lang/")({
  validateSearch: validateVersionSearch,
  loaderDeps: ({ search }) => ({ versionId: search.version_id }),
  loader: ({ context, deps }) => loadPageRoute(context, "", deps.versionId),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: HomePage,
  pendingComponent: () => <Skeleton kind="slides" />,
});

function HomePage() {
  const { api, lang } = Route.useRouteContext();
  const { versionId } = Route.useLoaderDeps();
  return <GenericPage api={api} lang={lang} path="" versionId={versionId} />;
}
