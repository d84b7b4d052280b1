import { createFileRoute } from "@tanstack/react-router";
import { FormPage } from "../../../../features/forms/FormPage";
import { formQuery } from "../../../../features/forms/queries";
import { plainText } from "../../../../lib/plain-text";
import { loadDetailRoute, routeHead } from "../../-route-data";

export const Route = createFileRoute("/$lang/form/$slug/$id")({
  loader: ({ context, params }) =>
    loadDetailRoute(
      context,
      params.id,
      (id) => context.queryClient.ensureQueryData(formQuery(context.api, context.lang, id)),
      (form) => ({ title: form.title, description: plainText(form.intro) }),
    ),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: FormRoute,
});

function FormRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <FormPage api={api} lang={lang} id={Number(id)} />;
}
