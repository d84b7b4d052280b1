import { lazy, type ReactNode, Suspense, useState } from "react";
import { type HubWidgets, HubWidgetsContext } from "../../../hub/form/widgets";
import { useHubLang } from "../../../hub/texts";
import { useHydrated } from "../../../lib/use-hydrated";

// The editor's code (Milkdown, the finders) is a chunk of its own, loaded by the back office's
// item screens alone: visitors and the hub's other screens never download it.
const WidgetLender = lazy(() => import("../../../editor/lent-widgets").then((m) => ({ default: m.WidgetLender })));

/**
 * Lends the page editor's rich-text editor and image finder to the back-office forms inside it
 * (ADR 0033: the hub never imports the editor; this route composes them). The form shows at once
 * with plain controls and takes the editor's widgets when their chunk has arrived, keeping what
 * was typed; the server renders the plain controls, so hydration meets the same markup.
 */
export function EditorWidgetsForHub({ children }: { children: ReactNode }) {
  const lang = useHubLang();
  const [widgets, setWidgets] = useState<HubWidgets | null>(null);
  const inBrowser = useHydrated();
  return (
    <HubWidgetsContext.Provider value={widgets}>
      {children}
      {inBrowser && (
        <Suspense fallback={null}>
          <WidgetLender lang={lang} onLend={setWidgets} />
        </Suspense>
      )}
    </HubWidgetsContext.Provider>
  );
}
