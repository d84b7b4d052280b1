import { createFileRoute } from "@tanstack/react-router";
import { PersonDetailPage } from "../../../../features/team/PersonDetailPage";
import { personQuery } from "../../../../features/team/queries";
import { plainText } from "../../../../lib/plain-text";
import { loadDetailRoute, routeHead } from "../../-route-data";

export const Route = createFileRoute("/$lang/team/$slug/$id")({
  loader: ({ context, params }) =>
    loadDetailRoute(
      context,
      params.id,
      (id) => context.queryClient.ensureQueryData(personQuery(context.api, context.lang, id)),
      (person) => ({
        title: person.name,
        description: person.position ?? plainText(person.bio),
        ogImage: person.image_obj?.url,
        ogType: "profile",
      }),
    ),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: PersonRoute,
});

function PersonRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <PersonDetailPage api={api} lang={lang} id={Number(id)} />;
}
