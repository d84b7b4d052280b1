import { createFileRoute, redirect } from "@tanstack/react-router";

/** A web-shop variant of SPEC §2 (test-shop/*): an alias of the built-in shop, same sub-path and query. */
export const Route = createFileRoute("/test-shop/$")({
  beforeLoad: ({ params, search }) => {
    throw redirect({ href: `/webshop/${params._splat ?? ""}`, search, statusCode: 301 });
  },
});
