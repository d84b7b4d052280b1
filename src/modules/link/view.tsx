import type * as v from "valibot";
import { SmartLink } from "../../components/ui/SmartLink";
import type { ModuleViewProps } from "../types";
import type { LinkModule } from "./schema";

export function LinkView({ data }: ModuleViewProps<v.InferOutput<typeof LinkModule>>) {
  const href = data.link_url || data.link;
  if (!href) return null;
  return (
    <p
      className={["module-link", data.sticky && "module-link--sticky", data.extra_class].filter(Boolean).join(" ")}
      id={data.anchor || undefined}
    >
      <SmartLink href={href} className="button">
        {data.link_text}
      </SmartLink>
    </p>
  );
}
