import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { NotFoundPage } from "../components/layout/NotFoundPage";
import { settingsQuery } from "../features/site/queries";
import { WebshopLayout } from "../features/webshop/WebshopLayout";
import { defaultLang } from "../i18n/languages";

/** The built-in web shop (SPEC §2: not localised, webshop layout). */
export const Route = createFileRoute("/webshop")({
  beforeLoad: () => ({ lang: defaultLang }),
  loader: ({ context }) => context.queryClient.ensureQueryData(settingsQuery(context.api)),
  head: () => ({ meta: [{ name: "robots", content: "noindex" }] }),
  component: WebshopRoute,
  notFoundComponent: NotFoundPage,
});

function WebshopRoute() {
  const { api } = Route.useRouteContext();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  return (
    <WebshopLayout settings={settings}>
      <Outlet />
    </WebshopLayout>
  );
}
