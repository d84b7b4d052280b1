import { createFileRoute } from "@tanstack/react-router";
import { SettingsPage } from "../../../features/user/UserPage";
import { routeHead } from "../-route-data";
import { loadUserPage } from "./-load-user";

export const Route = createFileRoute("/$lang/user/settings")({
  loader: ({ context }) => loadUserPage(context, "settings", "user.settings"),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { api, lang } = Route.useRouteContext();
  const { title } = Route.useLoaderData();
  return <SettingsPage api={api} lang={lang} title={title} />;
}
