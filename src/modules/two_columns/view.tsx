import type * as v from "valibot";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import { imageAlt, imageKey } from "../common/view-helpers";
import type { ModuleViewProps } from "../types";
import type { TwoColumnsModule } from "./schema";

export function TwoColumnsView({ data, priority }: ModuleViewProps<v.InferOutput<typeof TwoColumnsModule>>) {
  const key = imageKey(data);
  const image = key && (
    <div className="module-two-columns__image">
      <ResponsiveImage base={key} alt={imageAlt(data)} sizes="(min-width: 768px) 50vw, 100vw" eager={priority} />
    </div>
  );
  const text = <SanitisedHtml html={data.text} className="rich-text module-two-columns__text" />;
  return (
    <div className={`module-two-columns module-two-columns--${data.extra_class}`}>
      {data.extra_class === "image-text" ? (
        <>
          {image}
          {text}
        </>
      ) : (
        <>
          {text}
          {image}
        </>
      )}
    </div>
  );
}
