import { useRouter } from "@tanstack/react-router";
import { createElement } from "react";
import { useCspNonce } from "../../lib/csp-nonce";
import type { ArticleDetail } from "../../schemas/articles";
import type { PersonDetail } from "../../schemas/persons";
import type { SiteSettings } from "../../schemas/settings";
import type { VenueDetail } from "../../schemas/venues";

/** A schema.org node; `@context` is added by `jsonLdText`. */
export type JsonLdNode = { "@type": string } & Record<string, unknown>;

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The text of an ld+json script: schema.org context added, undefined/null members dropped, and
 * `<`, `>`, `&`, U+2028/2029 written as \u escapes, so no value can end the script element.
 */
export function jsonLdText(node: JsonLdNode): string {
  const json = JSON.stringify({ "@context": "https://schema.org", ...node }, (_key, value: unknown) =>
    value === null ? undefined : value,
  );
  return json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * `<script type="application/ld+json" nonce>` with schema.org structured data for search engines.
 * `node` may be built from the site's origin (absolute URLs are required there).
 */
export function JsonLd({ node }: { node: JsonLdNode | ((origin: string) => JsonLdNode) }) {
  const nonce = useCspNonce();
  const { origin } = useRouter().options.context;
  const data = typeof node === "function" ? node(origin) : node;
  return createElement("script", {
    type: "application/ld+json",
    nonce,
    // Browsers hide a parsed nonce attribute, so the hydrating client cannot match it.
    suppressHydrationWarning: true,
    // jsonLdText escapes every character that could close the element.
    dangerouslySetInnerHTML: { __html: jsonLdText(data) },
  });
}

const absolute = (path: string | null | undefined, origin: string) => (path ? new URL(path, origin).href : undefined);

/** The organisation's node id: articles and persons point to it instead of repeating it. */
const organizationRef = (origin: string) => ({ "@id": `${origin}/#organization` });

/** The organisation behind the site, from the settings (on every page of a language). */
export function organizationNode(settings: SiteSettings, origin: string, homePath: string): JsonLdNode {
  return {
    "@type": "Organization",
    ...organizationRef(origin),
    name: settings.site_name,
    url: absolute(homePath, origin),
    logo: absolute("/favicon.svg", origin),
  };
}

export function articleNode(article: ArticleDetail, origin: string): JsonLdNode {
  return {
    "@type": "Article",
    headline: article.title,
    description: article.teaser ?? undefined,
    datePublished: article.published_at,
    url: absolute(article.url, origin),
    mainEntityOfPage: absolute(article.url, origin),
    image: absolute(article.image_obj?.url, origin),
    author: article.author ? { "@type": "Person", name: article.author } : organizationRef(origin),
    publisher: organizationRef(origin),
    articleSection: article.category?.name,
    keywords: article.tags.length > 0 ? article.tags.map((tag) => tag.name).join(", ") : undefined,
  };
}

/** A venue as a schema.org Place with its postal address and coordinates. */
export function placeNode(venue: VenueDetail, origin: string): JsonLdNode {
  return {
    "@type": "Place",
    name: venue.name,
    url: absolute(venue.url, origin),
    image: absolute(venue.image_obj?.url, origin),
    telephone: venue.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: venue.street,
      postalCode: venue.postal_code,
      addressLocality: venue.city,
      addressCountry: venue.country,
    },
    geo:
      venue.lat !== null && venue.lng !== null
        ? { "@type": "GeoCoordinates", latitude: venue.lat, longitude: venue.lng }
        : undefined,
  };
}

export function personNode(person: PersonDetail, origin: string): JsonLdNode {
  return {
    "@type": "Person",
    name: person.name,
    givenName: person.first_name,
    familyName: person.last_name,
    jobTitle: person.position,
    email: person.email,
    telephone: person.phone,
    url: absolute(person.url, origin),
    image: absolute(person.image_obj?.url, origin),
    worksFor: organizationRef(origin),
  };
}
