import type * as v from "valibot";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import { videoEmbed } from "../../lib/embeds";
import { ConsentEmbed } from "../common/ConsentEmbed";
import { imageKey } from "../common/view-helpers";
import type { ModuleViewProps } from "../types";
import type { VideoItemModule } from "./schema";

export function VideoItemView({ data }: ModuleViewProps<v.InferOutput<typeof VideoItemModule>>) {
  const embed = videoEmbed(data.video_url);
  if (!embed) return null;
  return (
    <article className="module-video-item">
      <ConsentEmbed
        kind="video"
        provider={embed.platform.name}
        title={data.title}
        src={embed.src}
        preview={imageKey(data)}
      />
      {data.title && <h3 className="module-video-item__title">{data.title}</h3>}
      {data.content && <SanitisedHtml html={data.content} className="rich-text module-video-item__content" />}
    </article>
  );
}
