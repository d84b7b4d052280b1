import { lazy, Suspense, useRef, useState } from "react";
import { useT } from "../../i18n/use-lang";
import type { Lang } from "../../lib/languages";
import type { EventsFilters } from "./url-state";

// Few visitors subscribe: the dialog's code and texts load on the first click, never with the page.
const SubscribeDialog = lazy(() => import("./SubscribeDialog"));

/** 'Subscribe' (issue 29): the programme with the current filters as a calendar feed. */
export function SubscribeButton({ lang, filters }: { lang: Lang; filters: EventsFilters }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button events-subscribe-trigger"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("events.subscribe")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeDialog
            lang={lang}
            filters={filters}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
