import type * as v from "valibot";
import { useT } from "../../i18n/use-lang";
import { ConsentEmbed } from "../common/ConsentEmbed";
import { frameEmbed } from "../common/embeds";
import type { ModuleViewProps } from "../types";
import type { AudioModule } from "./schema";

export function AudioView({ data }: ModuleViewProps<v.InferOutput<typeof AudioModule>>) {
  const t = useT();
  const embed = frameEmbed("audio", data.embed);
  if (!embed) return null;
  return (
    <div className="module-audio">
      <ConsentEmbed
        kind="audio"
        provider={embed.platform.name}
        title={embed.title ?? t("modules.embed.defaultTitle", { provider: embed.platform.name })}
        src={embed.src}
        height={embed.height ?? 166}
      />
    </div>
  );
}
