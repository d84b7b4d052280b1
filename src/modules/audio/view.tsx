import type * as v from "valibot";
import { frameEmbed } from "../../lib/embeds";
import { ConsentEmbed } from "../common/ConsentEmbed";
import type { ModuleViewProps } from "../types";
import type { AudioModule } from "./schema";

export function AudioView({ data }: ModuleViewProps<v.InferOutput<typeof AudioModule>>) {
  const embed = frameEmbed("audio", data.embed);
  if (!embed) return null;
  return (
    <div className="module-audio">
      <ConsentEmbed
        kind="audio"
        provider={embed.platform.name}
        title={embed.title}
        src={embed.src}
        height={embed.height ?? 166}
      />
    </div>
  );
}
