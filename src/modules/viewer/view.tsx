import type * as v from "valibot";
import { frameEmbed } from "../../lib/embeds";
import { ConsentEmbed } from "../common/ConsentEmbed";
import type { ModuleViewProps } from "../types";
import type { ViewerModule } from "./schema";

export function ViewerView({ data }: ModuleViewProps<v.InferOutput<typeof ViewerModule>>) {
  const embed = frameEmbed("viewer", data.embed);
  if (!embed) return null;
  return (
    <div className="module-viewer">
      <ConsentEmbed
        kind="viewer"
        provider={embed.platform.name}
        title={embed.title}
        src={embed.src}
        height={embed.height}
      />
    </div>
  );
}
