import type * as v from "valibot";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import { safeHref } from "../../lib/links";
import { captionedImageAlt, imageKey } from "../common/view-helpers";
import type { ModuleViewProps } from "../types";
import { type ImageAliasModule, imageAliasSizes } from "./schema";

export function ImageAliasView({ data, priority }: ModuleViewProps<v.InferOutput<typeof ImageAliasModule>>) {
  const t = useT();
  const key = imageKey(data);
  if (!key) return null;
  const link = safeHref(data.link);
  const size = imageAliasSizes[data.alias];
  const sizes = data.alias === "vertical" ? "(min-width: 768px) 400px, 100vw" : "(min-width: 1280px) 1240px, 100vw";
  const picture = (
    <ResponsiveImage
      base={key}
      alt={captionedImageAlt({ ...data, link })}
      sizes={sizes}
      width={size.width}
      height={size.height}
      eager={priority}
    />
  );
  return (
    <figure className={`module-image-alias module-image-alias--${data.alias}`}>
      {link ? (
        <SmartLink href={link} newWindow={data.open_new_window}>
          {picture}
          {data.open_new_window && <span className="visually-hidden">{` (${t("common.opensInNewTab")})`}</span>}
        </SmartLink>
      ) : (
        picture
      )}
      {data.description && <figcaption>{data.description}</figcaption>}
    </figure>
  );
}
