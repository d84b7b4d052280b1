import type * as v from "valibot";
import type { ModuleViewProps } from "../types";
import type { QuoteModule } from "./schema";

export function QuoteView({ data }: ModuleViewProps<v.InferOutput<typeof QuoteModule>>) {
  return (
    <figure className="module-quote" id={data.anchor || undefined}>
      <blockquote>
        <p>{data.content}</p>
      </blockquote>
      {data.author && <figcaption>{data.author}</figcaption>}
    </figure>
  );
}
