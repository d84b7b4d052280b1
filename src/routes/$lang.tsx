import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, Outlet } from "@tanstack/react-router";
import { NotFoundPage } from "../components/layout/NotFoundPage";
import { SiteLayout } from "../components/layout/SiteLayout";
import { navQuery, settingsQuery } from "../features/site/queries";
import { isLang } from "../i18n/languages";

export const Route = createFileRoute("/$lang")({
  beforeLoad: ({ params }) => {
    if (!isLang(params.lang)) throw notFound();
    return { lang: params.lang };
  },
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(settingsQuery(context.api)),
      context.queryClient.ensureQueryData(navQuery(context.api, context.lang)),
    ]);
  },
  component: LanguageLayout,
  notFoundComponent: NotFoundPage,
});

function LanguageLayout() {
  const { api, lang } = Route.useRouteContext();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  const { data: nav } = useSuspenseQuery(navQuery(api, lang));
  return (
    <SiteLayout settings={settings} navigation={nav.navigation}>
      <Outlet />
    </SiteLayout>
  );
}
