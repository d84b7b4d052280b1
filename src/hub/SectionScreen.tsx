import { type ComponentType, type LazyExoticComponent, Suspense } from "react";
import { HubPage } from "./HubPage";
import { useHubTexts } from "./texts";

/** The screens of one hub section by their path segment ('' for the section's start), each its own chunk. */
export type SectionScreens = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;

const TEXTS = {
  de: { loading: "Wird geladen …", missing: "Diese Seite gibt es im CMS nicht." },
  en: { loading: "Loading …", missing: "The CMS has no such page." },
};

export function hasScreen(screens: SectionScreens, name: string): boolean {
  return Object.hasOwn(screens, name);
}

/**
 * One screen of a section (`/cms-hub/dashboard/activity` → the dashboard's `activity`): the
 * section's route is one dynamic segment instead of a route per screen, because every route's
 * definition is in the entry chunk every visitor loads, and each screen still loads alone.
 */
export function SectionScreen({ screens, name }: { screens: SectionScreens; name: string }) {
  const Screen = hasScreen(screens, name) ? screens[name] : undefined;
  if (!Screen) return <MissingScreen />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}

/** What a screen shows while its chunk loads. */
export function ScreenLoading() {
  const text = useHubTexts(TEXTS);
  return <p role="status">{text.loading}</p>;
}

export function MissingScreen() {
  const text = useHubTexts(TEXTS);
  return (
    <HubPage title="404">
      <p>{text.missing}</p>
    </HubPage>
  );
}
