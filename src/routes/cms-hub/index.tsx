import { createFileRoute } from "@tanstack/react-router";
import { useHubMe } from "../../hub/api";
import { StartPage } from "../../hub/StartPage";

export const Route = createFileRoute("/cms-hub/")({ component: HubStart });

function HubStart() {
  return <StartPage me={useHubMe()} />;
}
