import type * as v from "valibot";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import type { ModuleViewProps } from "../types";
import type { HtmlModule } from "./schema";

/**
 * The editor's HTML as it is. Only editors can write it, it is stored through the sanitiser, and
 * the page's CSP (scripts by nonce only, frames from the embed platforms only) keeps anything
 * that slipped through inert (docs/decisions: raw-HTML module).
 */
export function HtmlView({ data }: ModuleViewProps<v.InferOutput<typeof HtmlModule>>) {
  return <SanitisedHtml html={data.html_code} className="module-html" />;
}
