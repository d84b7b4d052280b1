import { createFileRoute } from "@tanstack/react-router";
import { DASHBOARD_SCREENS } from "../../../hub/dashboard/screens";
import { SectionScreen } from "../../../hub/SectionScreen";

export const Route = createFileRoute("/cms-hub/dashboard/")({ component: SectionStart });

function SectionStart() {
  return <SectionScreen screens={DASHBOARD_SCREENS} name="" />;
}
