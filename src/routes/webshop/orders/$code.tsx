import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { settingsQuery } from "../../../features/site/queries";
import { OrderPage } from "../../../features/webshop/OrderPage";
import { orderQuery } from "../../../features/webshop/queries";
import { ApiError } from "../../../lib/api";
import { shopHead } from "../-shop-head";

export const Route = createFileRoute("/webshop/orders/$code")({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(orderQuery(context.api, context.lang, params.code));
    } catch (error) {
      // Unknown codes and other carts' orders look the same: not found.
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ match }) => shopHead(match.context, "webshop.orderTitle"),
  component: OrderRoute,
});

function OrderRoute() {
  const { api, lang } = Route.useRouteContext();
  const { code } = Route.useParams();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  return <OrderPage api={api} lang={lang} code={code} currency={settings.design.currency} />;
}
