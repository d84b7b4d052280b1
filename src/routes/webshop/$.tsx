import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { webshopRedirect } from "../../features/webshop/paths";

/** SPEC §2: the shop's event list, item groups and series lead to the site's own pages (301). */
export const Route = createFileRoute("/webshop/$")({
  beforeLoad: ({ params, context }) => {
    const target = webshopRedirect(params._splat ?? "", context.lang);
    if (target === null) throw notFound();
    throw redirect({ href: target, statusCode: 301 });
  },
});
