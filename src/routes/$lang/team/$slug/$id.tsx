import { createFileRoute } from "@tanstack/react-router";
import { PersonDetailPage } from "../../../../features/team/PersonDetailPage";
import { personQuery } from "../../../../features/team/queries";
import { idOrNotFound, orNotFound, plainText, type RouteData, routeHead, siteNameOf } from "../../-route-data";

export const Route = createFileRoute("/$lang/team/$slug/$id")({
  loader: async ({ context, params }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const id = idOrNotFound(params.id);
    const [person, siteName] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(personQuery(api, lang, id))),
      siteNameOf(context),
    ]);
    return {
      lang,
      siteName,
      urls: person.urls,
      meta: {
        title: person.name,
        description: person.position ?? plainText(person.bio),
        ogImage: person.image_obj?.url,
        ogType: "profile",
      },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: PersonRoute,
});

function PersonRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <PersonDetailPage api={api} lang={lang} id={Number(id)} />;
}
