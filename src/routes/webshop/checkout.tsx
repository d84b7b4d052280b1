import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { settingsQuery } from "../../features/site/queries";
import { CheckoutPage } from "../../features/webshop/CheckoutPage";
import { cartQuery } from "../../features/webshop/queries";
import { shopHead, shopIsOnline } from "./-shop-head";

export const Route = createFileRoute("/webshop/checkout")({
  loader: async ({ context }) => {
    if (await shopIsOnline(context)) await context.queryClient.ensureQueryData(cartQuery(context.api, context.lang));
  },
  head: ({ match }) => shopHead(match.context, "webshop.checkout"),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { api, lang } = Route.useRouteContext();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  if (!settings.is_shop_online) return null;
  return <CheckoutPage api={api} lang={lang} currency={settings.design.currency} />;
}
