import type * as v from "valibot";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import { safeHref } from "../../lib/links";
import { imageAlt, imageKey } from "../common/view-helpers";
import type { ModuleViewProps } from "../types";
import type { LogoItemModule } from "./schema";

/** A logo: its alt text names the organisation, which is also the link's name. */
export function LogoItemView({ data }: ModuleViewProps<v.InferOutput<typeof LogoItemModule>>) {
  const key = imageKey(data);
  if (!key) return null;
  const link = safeHref(data.link);
  const logo = (
    <ResponsiveImage
      base={key}
      alt={data.description || imageAlt(data)}
      sizes="(min-width: 768px) 200px, 50vw"
      width={300}
      height={200}
    />
  );
  return (
    <div className="module-logo-item">
      {link ? (
        <SmartLink href={link} className="module-logo-item__link">
          {logo}
        </SmartLink>
      ) : (
        logo
      )}
    </div>
  );
}
