import type * as v from "valibot";
import type { ModuleViewProps } from "../types";
import type { HeadlineModule } from "./schema";

export function HeadlineView({ data }: ModuleViewProps<v.InferOutput<typeof HeadlineModule>>) {
  const Tag = `h${data.headline_level}` as "h2";
  return (
    <header className="module-headline" id={data.anchor || undefined}>
      {data.preline && <p className="module-headline__preline">{data.preline}</p>}
      <Tag>{data.content}</Tag>
      {data.subline && <p className="module-headline__subline">{data.subline}</p>}
    </header>
  );
}
