import type * as v from "valibot";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import { socialEmbed } from "../../lib/embeds";
import { ConsentEmbed } from "../common/ConsentEmbed";
import type { ModuleViewProps } from "../types";
import type { SocialMediaModule } from "./schema";

export function SocialMediaView({ data }: ModuleViewProps<v.InferOutput<typeof SocialMediaModule>>) {
  const t = useT();
  const embed = socialEmbed(data.embed);
  if (!embed) return null;
  const provider = embed.platform.name;
  return (
    <figure className="module-social-media">
      <ConsentEmbed kind="social" provider={provider} title={data.description} src={embed.src} />
      <figcaption>
        {data.description && <span className="module-social-media__description">{data.description}</span>}
        <SmartLink href={embed.permalink} newWindow={data.open_new_window}>
          {t("modules.embed.openOn", { provider })}
          {data.open_new_window && <span className="visually-hidden">{` (${t("common.opensInNewTab")})`}</span>}
        </SmartLink>
      </figcaption>
    </figure>
  );
}
