import { createFileRoute, redirect } from "@tanstack/react-router";

/** A web-shop variant of SPEC §2 (ticket-template/*): an alias of the built-in shop, same sub-path and query. */
export const Route = createFileRoute("/ticket-template/$")({
  beforeLoad: ({ params, search }) => {
    throw redirect({ href: `/webshop/${params._splat ?? ""}`, search, statusCode: 301 });
  },
});
