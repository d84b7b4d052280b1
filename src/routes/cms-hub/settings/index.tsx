import { createFileRoute } from "@tanstack/react-router";
import { SectionScreen } from "../../../hub/SectionScreen";
import { SETTINGS_SCREENS } from "../../../hub/settings/screens";

export const Route = createFileRoute("/cms-hub/settings/")({ component: SectionStart });

function SectionStart() {
  return <SectionScreen screens={SETTINGS_SCREENS} name="" />;
}
