import type * as v from "valibot";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import type { ModuleViewProps } from "../types";
import type { HtmlModule } from "./schema";

/**
 * The editor's HTML, as the server's check put it through the raw-HTML sanitiser; the page's
 * CSP (scripts by nonce only, frames from the embed platforms only) is the second line
 * (docs/decisions/0007: raw-HTML module).
 */
export function HtmlView({ data }: ModuleViewProps<v.InferOutput<typeof HtmlModule>>) {
  return <SanitisedHtml html={data.html_code} className="module-html" />;
}
