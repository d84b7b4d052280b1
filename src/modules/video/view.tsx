import type * as v from "valibot";
import { useT } from "../../i18n/use-lang";
import { videoEmbed } from "../../lib/embeds";
import { ConsentEmbed } from "../common/ConsentEmbed";
import { imageKey } from "../common/view-helpers";
import type { ModuleViewProps } from "../types";
import type { VideoModule } from "./schema";

export function VideoView({ data }: ModuleViewProps<v.InferOutput<typeof VideoModule>>) {
  const t = useT();
  const embed = videoEmbed(data.video_url);
  if (!embed) return null;
  return (
    <figure className="module-video" id={data.anchor || undefined}>
      <ConsentEmbed
        kind="video"
        provider={embed.platform.name}
        title={data.title}
        src={embed.src}
        preview={imageKey(data)}
      />
      {(data.title || data.length) && (
        <figcaption>
          {data.title}
          {data.length && (
            <span className="module-video__length">{t("modules.video.length", { length: data.length })}</span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
