import type * as v from "valibot";
import type { ModuleViewProps } from "../types";
import type { TextModule } from "./schema";

export function TextView({ data }: ModuleViewProps<v.InferOutput<typeof TextModule>>) {
  const className = data.decrease_distance ? "module-text module-text--tight" : "module-text";
  // Rich text comes sanitised (the server checks it through its schema); the id must sit on this element, hence not SanitisedHtml.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised at the API boundary (src/lib/html-sanitiser.ts)
  return <div className={className} id={data.anchor || undefined} dangerouslySetInnerHTML={{ __html: data.content }} />;
}
