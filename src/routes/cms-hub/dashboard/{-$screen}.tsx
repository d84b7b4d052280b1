import { createFileRoute, notFound } from "@tanstack/react-router";
import { DASHBOARD_SCREENS } from "../../../hub/dashboard/screens";
import { hasScreen, MissingScreen, SectionScreen } from "../../../hub/SectionScreen";

/** The section's start (no segment) and each of its screens, one route for all (ADR 0030). */
export const Route = createFileRoute("/cms-hub/dashboard/{-$screen}")({
  loader: ({ params }) => {
    if (!hasScreen(DASHBOARD_SCREENS, params.screen ?? "")) throw notFound();
  },
  component: SectionPart,
  notFoundComponent: MissingScreen,
});

function SectionPart() {
  const { screen } = Route.useParams();
  return <SectionScreen screens={DASHBOARD_SCREENS} name={screen ?? ""} />;
}
