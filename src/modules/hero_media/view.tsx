import { useEffect, useRef, useState } from "react";
import type * as v from "valibot";
import { imageRenditionUrl, ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import { safeHref } from "../../lib/links";
import { imageKey, mediaFileUrl } from "../common/view-helpers";
import type { ModuleViewProps } from "../types";
import type { HeroMediaModule } from "./schema";

/**
 * A muted background loop. It starts from script, not `autoplay`, so visitors who prefer reduced
 * motion never see it move; a button pauses it (WCAG 2.2.2).
 */
function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    video.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      video.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <>
      <video
        ref={ref}
        className="module-hero__video"
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
      />
      <button type="button" className="module-hero__video-toggle" onClick={toggle}>
        {t(playing ? "modules.hero.pause" : "modules.hero.play")}
      </button>
    </>
  );
}

export function HeroMediaView({ data }: ModuleViewProps<v.InferOutput<typeof HeroMediaModule>>) {
  const key = imageKey(data);
  const href = safeHref(data.button_link_url || (typeof data.button_link === "string" ? data.button_link : null));
  const button =
    href && data.button_text ? (
      <SmartLink href={href} className="button module-hero__button">
        {data.button_text}
      </SmartLink>
    ) : null;
  return (
    <>
      <section className="module-hero">
        <div className="module-hero__media">
          {key && (
            // The hero opens the page: its picture is the largest paint, so it loads first.
            <ResponsiveImage base={key} alt="" sizes="100vw" eager />
          )}
          {data.video && key && (
            <HeroVideo src={mediaFileUrl(data.video)} poster={imageRenditionUrl(key, 1536, "jpg")} />
          )}
        </div>
        <div className="module-hero__content">
          <h2 className="module-hero__headline">{data.headline}</h2>
          {data.text && <p className="module-hero__text">{data.text}</p>}
          {button && !data.sticky && <p className="module-hero__action">{button}</p>}
        </div>
      </section>
      {/* A sticky button sits beside the hero so it can stay in view while the page scrolls on. */}
      {button && data.sticky && <p className="module-hero__action module-hero__action--sticky">{button}</p>}
    </>
  );
}
