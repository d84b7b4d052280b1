import { createFileRoute } from "@tanstack/react-router";
import { FormPage } from "../../../../features/forms/FormPage";
import { formQuery } from "../../../../features/forms/queries";
import { idOrNotFound, orNotFound, plainText, type RouteData, routeHead, siteNameOf } from "../../-route-data";

export const Route = createFileRoute("/$lang/form/$slug/$id")({
  loader: async ({ context, params }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const id = idOrNotFound(params.id);
    const [form, siteName] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(formQuery(api, lang, id))),
      siteNameOf(context),
    ]);
    return {
      lang,
      siteName,
      urls: form.urls,
      meta: { title: form.title, description: plainText(form.intro) },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: FormRoute,
});

function FormRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <FormPage api={api} lang={lang} id={Number(id)} />;
}
