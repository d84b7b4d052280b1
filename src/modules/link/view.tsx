import type * as v from "valibot";
import { SmartLink } from "../../components/ui/SmartLink";
import { safeHref } from "../../lib/links";
import { useStickyShortcut } from "../../lib/sticky-shortcuts";
import type { ModuleViewProps } from "../types";
import type { LinkModule } from "./schema";

export function LinkView({ data }: ModuleViewProps<v.InferOutput<typeof LinkModule>>) {
  const href = safeHref(data.link_url || data.link);
  // A sticky link is also one of the sticky bar's page shortcuts (SPEC §2).
  useStickyShortcut(data.sticky && href ? { url: href, text: data.link_text } : null);
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
