import { createFileRoute, Outlet } from "@tanstack/react-router";
import { useHubMe } from "../../hub/api";
import { HubLayout } from "../../hub/HubLayout";
import { loadHub } from "../../hub/load";
import { MissingScreen } from "../../hub/SectionScreen";
import { useCookie } from "../../lib/cookies";
import { HUB_LANG_COOKIE, hubLangOf } from "../../lib/hub-lang";

/** The CMS hub (SPEC §2, not localised; ADR 0030): its frame around every hub screen. */
export const Route = createFileRoute("/cms-hub")({
  loader: ({ context, location }) => loadHub(context, location.href),
  head: () => ({ meta: [{ title: "CMS" }, { name: "robots", content: "noindex, nofollow" }] }),
  component: HubRoute,
  notFoundComponent: MissingScreen,
});

function HubRoute() {
  const me = useHubMe();
  const lang = hubLangOf(useCookie(HUB_LANG_COOKIE));
  return (
    <HubLayout me={me} lang={lang}>
      <Outlet />
    </HubLayout>
  );
}
