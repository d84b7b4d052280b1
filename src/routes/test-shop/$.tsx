import { createFileRoute, redirect } from "@tanstack/react-router";
import { shopAliasHref } from "../../features/webshop/paths";

/** A web-shop variant of SPEC §2 (test-shop/*): an alias of the built-in shop, same sub-path and query. */
export const Route = createFileRoute("/test-shop/$")({
  beforeLoad: ({ params, location }) => {
    throw redirect({ href: `${shopAliasHref(params._splat)}${location.searchStr}`, statusCode: 301 });
  },
});
