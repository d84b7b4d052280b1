import type * as v from "valibot";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { imageAlt, imageKey } from "../common/view-helpers";
import type { ModuleViewProps } from "../types";
import type { ImageListItemModule } from "./schema";

export function ImageListItemView({ data }: ModuleViewProps<v.InferOutput<typeof ImageListItemModule>>) {
  const key = imageKey(data);
  if (!key) return null;
  // The caption describes the picture: as alt text too it would be read twice.
  const alt = data.description ? "" : imageAlt(data);
  return (
    <figure className="module-image-list__item">
      <ResponsiveImage base={key} alt={alt} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" />
      {data.description && <figcaption>{data.description}</figcaption>}
    </figure>
  );
}
