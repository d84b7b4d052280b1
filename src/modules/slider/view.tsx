import { useCallback, useId, useRef, useState } from "react";
import type * as v from "valibot";
import { useT } from "../../i18n/use-lang";
import { classNames } from "../common/view-helpers";
import { ModuleList } from "../ModuleTree";
import type { ModuleViewProps } from "../types";
import type { SliderModule } from "./schema";

/** SPEC §9: space between slides. */
const SLIDE_GAP = 24;

/**
 * An accessible carousel (WAI-ARIA APG, carousel with buttons): a scroll-snapping track that also
 * swipes and scrolls without script, previous/next buttons that wrap around, and a polite status
 * naming the slide the buttons moved to.
 */
export function SliderView({ data, node, lang, priority }: ModuleViewProps<v.InferOutput<typeof SliderModule>>) {
  const t = useT();
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  // The slide a button scrolls to: positions passed on the way there are not the current slide.
  const pendingRef = useRef<number | null>(null);
  const [current, setCurrent] = useState(0);
  const [status, setStatus] = useState("");
  const slides = node.children ?? [];
  const count = slides.length;

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const target = (index + count) % count;
      const slide = track?.children[target] as HTMLElement | undefined;
      if (!track || !slide) return;
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      pendingRef.current = target;
      track.scrollTo({ left: slide.offsetLeft, behavior: smooth ? "smooth" : "auto" });
      setCurrent(target);
      setStatus(t("modules.slider.position", { index: target + 1, total: count }));
    },
    [count, t],
  );

  // Swipes, scrolling and focus moving into another slide change the slide too.
  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / (track.clientWidth + SLIDE_GAP));
    if (pendingRef.current !== null) {
      if (index !== pendingRef.current) return;
      pendingRef.current = null;
    }
    if (index !== current && index >= 0 && index < count) setCurrent(index);
  };
  // A scroll that ends elsewhere (the visitor took over) settles on where it ended.
  const onScrollEnd = () => {
    pendingRef.current = null;
    onScroll();
  };

  if (count === 0) return null;
  return (
    <section
      className={classNames("module-slider", data.extra_class)}
      id={data.anchor || undefined}
      aria-roledescription={t("modules.slider.carousel")}
      aria-label={t("modules.slider.label")}
    >
      {count > 1 && (
        <div className="module-slider__controls">
          <button
            type="button"
            className="module-slider__button module-slider__button--previous"
            aria-controls={trackId}
            onClick={() => goTo(current - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t("modules.slider.previous")}</span>
          </button>
          <button
            type="button"
            className="module-slider__button module-slider__button--next"
            aria-controls={trackId}
            onClick={() => goTo(current + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t("modules.slider.next")}</span>
          </button>
        </div>
      )}
      <div className="module-slider__track" id={trackId} ref={trackRef} onScroll={onScroll} onScrollEnd={onScrollEnd}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are labelled groups, not fieldsets
          <div
            key={slide.id}
            className="module-slider__slide"
            role="group"
            aria-roledescription={t("modules.slider.slide")}
            aria-label={t("modules.slider.position", { index: index + 1, total: count })}
            aria-current={index === current ? "true" : undefined}
          >
            <ModuleList nodes={[slide]} lang={lang} priority={priority && index === 0} />
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {status}
      </p>
    </section>
  );
}
