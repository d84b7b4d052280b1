import { createFileRoute, notFound } from "@tanstack/react-router";
import { hasScreen, MissingScreen, SectionScreen } from "../../../hub/SectionScreen";
import { SETTINGS_SCREENS } from "../../../hub/settings/screens";

export const Route = createFileRoute("/cms-hub/settings/$screen")({
  loader: ({ params }) => {
    if (!hasScreen(SETTINGS_SCREENS, params.screen)) throw notFound();
  },
  component: SectionPart,
  notFoundComponent: MissingScreen,
});

function SectionPart() {
  const { screen } = Route.useParams();
  return <SectionScreen screens={SETTINGS_SCREENS} name={screen} />;
}
