import { type Lang, languages } from "./languages";

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };
type LinkTag = { rel: string; href: string; hrefLang?: string };

export interface DocumentHeadInput {
  title: string;
  siteName: string;
  origin: string;
  /** Public path of this page in each language that has it; the current one is canonical. */
  urls: Partial<Record<Lang, string>>;
  lang: Lang;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  ogType?: string;
  noindex?: boolean;
}

/** SPEC §9: titles use a template ending with the site name. */
export function titleWithSite(title: string, siteName: string): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

/** Title, description, Open Graph, canonical and hreflang alternates for a page. */
export function documentHead(input: DocumentHeadInput): { meta: MetaTag[]; links: LinkTag[] } {
  const title = titleWithSite(input.title, input.siteName);
  const canonicalPath = input.urls[input.lang];
  // og:site_name carries the site, so the shared title is the page's own.
  const meta: MetaTag[] = [
    { title },
    { property: "og:title", content: input.ogTitle || input.title || input.siteName },
  ];
  if (input.description) meta.push({ name: "description", content: input.description });
  const ogDescription = input.ogDescription || input.description;
  if (ogDescription) meta.push({ property: "og:description", content: ogDescription });
  meta.push({ property: "og:type", content: input.ogType || "website" });
  meta.push({ property: "og:site_name", content: input.siteName });
  meta.push({ property: "og:locale", content: input.lang === "de" ? "de_DE" : "en_GB" });
  if (input.ogImage) meta.push({ property: "og:image", content: new URL(input.ogImage, input.origin).href });
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  const links: LinkTag[] = [];
  if (canonicalPath) {
    const canonical = new URL(canonicalPath, input.origin).href;
    links.push({ rel: "canonical", href: canonical });
    meta.push({ property: "og:url", content: canonical });
  }
  for (const lang of languages) {
    const path = input.urls[lang];
    if (path) links.push({ rel: "alternate", hrefLang: lang, href: new URL(path, input.origin).href });
  }
  const fallback = input.urls.de;
  if (fallback) links.push({ rel: "alternate", hrefLang: "x-default", href: new URL(fallback, input.origin).href });
  return { meta, links };
}
