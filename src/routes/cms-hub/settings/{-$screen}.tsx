import { createFileRoute, notFound } from "@tanstack/react-router";
import { hasScreen, MissingScreen, SectionScreen } from "../../../hub/SectionScreen";
import { SETTINGS_SCREENS } from "../../../hub/settings/screens";

/** The section's start (no segment) and each of its screens, one route for all (ADR 0030). */
export const Route = createFileRoute("/cms-hub/settings/{-$screen}")({
  loader: ({ params }) => {
    if (!hasScreen(SETTINGS_SCREENS, params.screen ?? "")) throw notFound();
  },
  component: SectionPart,
  notFoundComponent: MissingScreen,
});

function SectionPart() {
  const { screen } = Route.useParams();
  return <SectionScreen screens={SETTINGS_SCREENS} name={screen ?? ""} />;
}
