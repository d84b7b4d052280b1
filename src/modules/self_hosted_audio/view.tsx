import type * as v from "valibot";
import { useT } from "../../i18n/use-lang";
import { mediaFileUrl } from "../common/view-helpers";
import type { ModuleViewProps } from "../types";
import type { SelfHostedAudioModule } from "./schema";

export function SelfHostedAudioView({ data }: ModuleViewProps<v.InferOutput<typeof SelfHostedAudioModule>>) {
  const t = useT();
  const src = mediaFileUrl(data.file);
  return (
    <figure className="module-self-hosted-audio">
      {data.title && <figcaption>{data.title}</figcaption>}
      {/* biome-ignore lint/a11y/useMediaCaption: the module stores no caption track (SPEC §3); the title names it */}
      <audio controls preload="none" src={src} aria-label={data.title || t("modules.media.audio")}>
        <a href={src}>{t("modules.media.download")}</a>
      </audio>
    </figure>
  );
}
