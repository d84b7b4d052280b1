import { useSuspenseQuery } from "@tanstack/react-query";
import type * as v from "valibot";
import { Teaser } from "../common/Teaser";
import { useApi } from "../common/use-api";
import type { ModuleViewProps } from "../types";
import { highlightsQuery } from "./queries";
import type { HighlightTeasersModule } from "./schema";

export function HighlightTeasersView({
  data,
  lang,
  priority,
}: ModuleViewProps<v.InferOutput<typeof HighlightTeasersModule>>) {
  const { data: articles } = useSuspenseQuery(highlightsQuery(useApi(), lang, data.categories));
  if (articles.length === 0) return null;
  return (
    <ul className="module-highlight-teasers">
      {articles.map((article, index) => (
        <li key={article.id}>
          <Teaser
            data={{
              image_obj: article.image_obj,
              link: article.url,
              preline: article.category?.name,
              headline: article.title,
              text: article.teaser,
            }}
            headingLevel={3}
            className={
              index === 0 ? "module-highlight-teaser module-highlight-teaser--main" : "module-highlight-teaser"
            }
            sizes={index === 0 ? "(min-width: 1024px) 66vw, 100vw" : "(min-width: 1024px) 33vw, 100vw"}
            priority={priority && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
