import type * as v from "valibot";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import { safeHref } from "../../lib/links";
import type { ModuleViewProps } from "../types";
import type { ImageModule } from "./schema";

export function ImageView({ data, priority }: ModuleViewProps<v.InferOutput<typeof ImageModule>>) {
  const base = data.image_obj?.key ?? data.image;
  if (!base) return null;
  const link = safeHref(data.link);
  // As captionedImageAlt (common/view-helpers), written out: this view is in the module tree's
  // chunk, which every editor-made page loads, and importing the helpers would move them there.
  const alt = data.description && !link ? "" : data.image_obj?.alt || data.description || "";
  const picture = <ResponsiveImage base={base} alt={alt} sizes="(min-width: 1024px) 66vw, 100vw" eager={priority} />;
  return (
    <figure className={`module-image module-image--${data.format}`}>
      {link ? <SmartLink href={link}>{picture}</SmartLink> : picture}
      {data.description && <figcaption>{data.description}</figcaption>}
    </figure>
  );
}
