import { createFileRoute, notFound } from "@tanstack/react-router";

/** SPEC §2: /{lang}/404 shows the not-found page, with status 404. */
export const Route = createFileRoute("/$lang/404")({
  beforeLoad: () => {
    throw notFound();
  },
});
