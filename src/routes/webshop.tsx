import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Outlet, retainSearchParams } from "@tanstack/react-router";
import { NotFoundPage } from "../features/site/NotFoundPage";
import { settingsQuery } from "../features/site/queries";
import { WebshopLayout } from "../features/webshop/WebshopLayout";
import { defaultLang, isLang, type Lang } from "../lib/languages";

/**
 * The built-in web shop (SPEC §2: paths not localised, webshop layout). Its pages show the
 * language the `lang` query names (the booking widget's cart link carries the visitor's), and
 * every link between them keeps it.
 */
export const Route = createFileRoute("/webshop")({
  validateSearch: (raw: Record<string, unknown>): { lang?: Lang } => ({
    lang: isLang(raw.lang) && raw.lang !== defaultLang ? raw.lang : undefined,
  }),
  search: { middlewares: [retainSearchParams(["lang"])] },
  beforeLoad: ({ search }) => ({ lang: search.lang ?? defaultLang }),
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
