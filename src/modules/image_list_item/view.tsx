import type * as v from "valibot";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { captionedImageAlt, imageKey } from "../common/view-helpers";
import type { ModuleViewProps } from "../types";
import type { ImageListItemModule } from "./schema";

export function ImageListItemView({ data }: ModuleViewProps<v.InferOutput<typeof ImageListItemModule>>) {
  const key = imageKey(data);
  if (!key) return null;
  const alt = captionedImageAlt(data);
  return (
    <figure className="module-image-list__item">
      <ResponsiveImage base={key} alt={alt} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" />
      {data.description && <figcaption>{data.description}</figcaption>}
    </figure>
  );
}
