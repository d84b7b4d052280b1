import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "../../components/ui/Skeleton";
import { GenericPage } from "../../features/pages/GenericPage";
import { loadPageRoute, routeHead } from "./-route-data";

export const Route = createFileRoute("/$lang/")({
  loader: ({ context }) => loadPageRoute(context, ""),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: HomePage,
  pendingComponent: () => <Skeleton kind="slides" />,
});

function HomePage() {
  const { api, lang } = Route.useRouteContext();
  return <GenericPage api={api} lang={lang} path="" />;
}
