import type * as v from "valibot";
import { imageRenditionUrl } from "../../components/ui/ResponsiveImage";
import { useT } from "../../i18n/use-lang";
import { imageKey, mediaFileUrl } from "../common/view-helpers";
import type { ModuleViewProps } from "../types";
import type { SelfHostedVideoModule } from "./schema";

/** Our own file: no third party involved, so no consent gate; nothing loads before play. */
export function SelfHostedVideoView({ data }: ModuleViewProps<v.InferOutput<typeof SelfHostedVideoModule>>) {
  const t = useT();
  const src = mediaFileUrl(data.file);
  const poster = imageKey(data);
  return (
    <figure className="module-self-hosted-video">
      {/* biome-ignore lint/a11y/useMediaCaption: the module stores no caption track (SPEC §3) */}
      <video
        controls
        preload="none"
        playsInline
        poster={poster ? imageRenditionUrl(poster, 1280, "jpg") : undefined}
        width={1280}
        height={720}
        aria-label={data.title || undefined}
      >
        <source src={src} />
        <a href={src}>{t("modules.media.download")}</a>
      </video>
      {data.title && <figcaption>{data.title}</figcaption>}
    </figure>
  );
}
