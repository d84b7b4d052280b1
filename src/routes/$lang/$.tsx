import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "../../components/ui/Skeleton";
import { GenericPage } from "../../features/pages/GenericPage";
import { loadPageRoute, routeHead, validateVersionSearch } from "./-route-data";

/** Every editor-made page (legal pages included) lives under this catch-all. */
export const Route = createFileRoute("/$lang/$")({
  validateSearch: validateVersionSearch,
  loaderDeps: ({ search }) => ({ versionId: search.version_id }),
  loader: ({ context, params, deps }) => loadPageRoute(context, params._splat ?? "", deps.versionId),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: CatchAllPage,
  pendingComponent: () => <Skeleton kind="pageHeader" />,
});

function CatchAllPage() {
  const { api, lang } = Route.useRouteContext();
  const { _splat } = Route.useParams();
  const { versionId } = Route.useLoaderDeps();
  return <GenericPage api={api} lang={lang} path={_splat ?? ""} versionId={versionId} />;
}
