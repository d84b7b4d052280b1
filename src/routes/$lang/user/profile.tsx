import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "../../../features/user/UserPage";
import { routeHead } from "../-route-data";
import { loadUserPage } from "./-load-user";

export const Route = createFileRoute("/$lang/user/profile")({
  loader: ({ context }) => loadUserPage(context, "profile", "header.myProfile"),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { api, lang } = Route.useRouteContext();
  const { title } = Route.useLoaderData();
  return <ProfilePage api={api} lang={lang} title={title} />;
}
