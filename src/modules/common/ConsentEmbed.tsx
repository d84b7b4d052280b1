import { type CSSProperties, useId } from "react";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { useT } from "../../i18n/use-lang";
import { useConsentGate } from "../../lib/consent";
import type { EmbedKind } from "../../lib/embeds";

/** Feature permissions each kind of player may ask for (iframe `allow`; it also grants fullscreen). */
const allowByKind: Record<EmbedKind, string> = {
  video: "autoplay; encrypted-media; fullscreen; picture-in-picture",
  audio: "autoplay; encrypted-media",
  viewer: "fullscreen; clipboard-write",
  social: "encrypted-media; fullscreen; picture-in-picture",
};

// Scripts and the player's own origin for the player to work; popups for 'open on …' links.
// No top navigation: a framed page must not redirect ours.
const SANDBOX = "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation";

interface ConsentEmbedProps {
  kind: EmbedKind;
  /** Platform name, as the visitor knows it. */
  provider: string;
  /**
   * What the embed shows: the iframe's accessible name and the placeholder's heading. Without
   * one both name the provider.
   */
  title?: string | null;
  /** Validated https player URL (embeds.ts). */
  src: string;
  /** Fixed height in px; without it the box keeps the kind's aspect ratio. */
  height?: number | null;
  /** Preview picture shown behind the consent notice (R2 base key). */
  preview?: string | null;
}

/**
 * A third-party player that loads only after consent to the media category (SPEC §9). Until
 * then (always during SSR and hydration) an accessible placeholder explains what loading it
 * does and offers the consent button; after the visitor's click, focus moves to the player.
 */
export function ConsentEmbed({ kind, provider, title: ownTitle, src, height, preview }: ConsentEmbedProps) {
  const t = useT();
  const { granted, frameRef, request } = useConsentGate("media");
  const noticeId = useId();
  const title = ownTitle || t("modules.embed.defaultTitle", { provider });

  const className = `embed embed--${kind}${height ? " embed--fixed" : ""}`;

  if (granted) {
    const style: CSSProperties | undefined = height ? { height: `${height}px` } : undefined;
    return (
      <div className={className} style={style}>
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          loading="lazy"
          allow={allowByKind[kind]}
          sandbox={SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    // The notice may need more room than the player: the placeholder grows with it.
    <div className={`${className} embed--placeholder`} style={height ? { minHeight: `${height}px` } : undefined}>
      {preview && (
        <div className="embed__preview">
          <ResponsiveImage base={preview} alt="" sizes="(min-width: 1024px) 66vw, 100vw" />
        </div>
      )}
      <div className="embed__consent">
        <p className="embed__title">{title}</p>
        <p id={noticeId} className="embed__notice">
          {t("modules.embed.notice", { provider })}
        </p>
        <button type="button" className="button" aria-describedby={noticeId} onClick={request}>
          {t("modules.embed.load")}
          <span className="visually-hidden">{`: ${title}`}</span>
        </button>
      </div>
    </div>
  );
}
