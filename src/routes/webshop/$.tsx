import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { webshopRedirect } from "../../features/webshop/paths";
import { isShopEventPath } from "../../lib/ticket-links";

/** SPEC §2: the shop's event list, item groups and series lead to the site's own pages (301). */
export const Route = createFileRoute("/webshop/$")({
  beforeLoad: ({ params, context }) => {
    // One event of the shop (an event's ticket_url): the worker knows which page it is, so a
    // client-side navigation hands it over as a document request. The worker renders the app
    // here only for an event it does not know.
    if (isShopEventPath(`/webshop/${params._splat ?? ""}`)) {
      if (typeof window === "undefined") throw notFound();
      throw redirect({ href: `/webshop/${params._splat}`, reloadDocument: true });
    }
    const target = webshopRedirect(params._splat ?? "", context.lang);
    if (target === null) throw notFound();
    throw redirect({ href: target, statusCode: 301 });
  },
});
