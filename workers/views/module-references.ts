import type { Lang } from "../../src/lib/languages";
import type { ArticleListItem } from "../../src/schemas/articles";
import type { PageModule } from "../../src/schemas/pages";
import { listArticles, listArticlesByIds } from "../db/articles";
import { mediaAlts } from "../db/media";
import { imageObj, imageThumbnails } from "../db/shared";
import { listVenues } from "../db/venues";

function walk(modules: PageModule[], visit: (module: PageModule) => void): void {
  for (const module of modules) {
    visit(module);
    walk(module.children, visit);
    for (const column of module.columns ?? []) walk(column.children, visit);
  }
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const positiveInt = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;

/**
 * Adds the resolved objects SPEC §3 lists next to stored references, so a page renders from one
 * payload: `image` → image_obj + image_thumbnails (every module with an image; the alt text is the
 * module's description, headline or title, else the one the image was uploaded with), venue module
 * `venue` → venue_obj, blog teaser list `items`/`main_teaser` → article_objs + main_teaser_obj
 * (the newest `items` published articles other than the main teaser). Mutates the tree.
 */
export async function resolveModuleReferences(
  db: D1Database,
  lang: Lang,
  modules: PageModule[],
  now: string,
): Promise<void> {
  const venueModules: PageModule[] = [];
  const blogModules: PageModule[] = [];
  const imaged: { module: PageModule; key: string; alt: string }[] = [];
  walk(modules, (module) => {
    const key = text(module.image);
    if (key !== "") {
      imaged.push({ module, key, alt: text(module.description) || text(module.headline) || text(module.title) });
    }
    if (module.model === "venue") venueModules.push(module);
    if (module.model === "blog_teaser_list") blogModules.push(module);
  });

  const unnamed = imaged.filter((entry) => entry.alt === "").map((entry) => entry.key);
  const [venues, latest, mains, libraryAlts] = await Promise.all([
    venueModules.length > 0 ? listVenues(db, lang) : Promise.resolve([]),
    blogModules.length > 0
      ? listArticles(db, lang, { now }, { limit: 9, offset: 0 }).then((page) => page.results)
      : Promise.resolve([] as ArticleListItem[]),
    listArticlesByIds(
      db,
      lang,
      blogModules.flatMap((m) => positiveInt(m.main_teaser) ?? []),
      now,
    ),
    unnamed.length > 0 ? mediaAlts(db, lang, unnamed) : Promise.resolve(new Map<string, string>()),
  ]);
  for (const { module, key, alt } of imaged) {
    module.image_obj = imageObj(key, alt || (libraryAlts.get(key) ?? ""));
    module.image_thumbnails = imageThumbnails(key);
  }
  for (const module of venueModules) {
    const id = positiveInt(module.venue);
    module.venue_obj = venues.find((venue) => venue.id === id) ?? null;
  }
  for (const module of blogModules) {
    const mainId = positiveInt(module.main_teaser);
    const items = Math.min(8, Math.max(1, positiveInt(module.items) ?? 4));
    module.main_teaser_obj = mains.find((article) => article.id === mainId) ?? null;
    module.article_objs = latest.filter((article) => article.id !== mainId).slice(0, items);
  }
}
