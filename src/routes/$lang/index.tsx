import { createFileRoute } from "@tanstack/react-router";
import { GenericPage, genericPageHead, loadGenericPage } from "../../features/pages/GenericPage";

export const Route = createFileRoute("/$lang/")({
  loader: ({ context }) => loadGenericPage(context, ""),
  head: ({ loaderData, match }) => genericPageHead(loaderData, match.context.origin),
  component: HomePage,
});

function HomePage() {
  const { api, lang } = Route.useRouteContext();
  return <GenericPage api={api} lang={lang} path="" />;
}
