import { createFileRoute, redirect } from "@tanstack/react-router";

/** The shop's entry is its cart. */
export const Route = createFileRoute("/webshop/")({
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/webshop/cart", search, statusCode: 302 });
  },
});
