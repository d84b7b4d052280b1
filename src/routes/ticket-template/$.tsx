import { createFileRoute, redirect } from "@tanstack/react-router";
import { shopAliasHref } from "../../features/webshop/paths";

/** A web-shop variant of SPEC §2 (ticket-template/*): an alias of the built-in shop, same sub-path and query. */
export const Route = createFileRoute("/ticket-template/$")({
  beforeLoad: ({ params, location }) => {
    throw redirect({ href: `${shopAliasHref(params._splat)}${location.searchStr}`, statusCode: 301 });
  },
});
