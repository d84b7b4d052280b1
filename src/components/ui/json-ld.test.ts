import { describe, expect, it } from "vitest";
import type { VenueDetail } from "../../schemas/venues";
import { jsonLdText, placeNode } from "./json-ld";

describe("jsonLdText", () => {
  it("adds the schema.org context and drops null members", () => {
    expect(JSON.parse(jsonLdText({ "@type": "Thing", name: "A", description: null }))).toEqual({
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "A",
    });
  });

  it("escapes every character that could end the script element, and the JSON stays equal", () => {
    const name = "</script><script>alert(1)</script> & <!-- \u2028";
    const text = jsonLdText({ "@type": "Thing", name });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text).name).toBe(name);
  });
});

describe("placeNode", () => {
  const venue = {
    name: "Steinbruch",
    url: "/de/venues/steinbruch/1",
    street: "Am Bruch 1",
    postal_code: "96450",
    city: "Wendelstadt",
    country: "DE",
    lat: 50.1,
    lng: 10.9,
    phone: null,
    image_obj: null,
  } as unknown as VenueDetail;

  it("gives absolute URLs, the address and coordinates only when both are known", () => {
    const node = JSON.parse(jsonLdText(placeNode(venue, "https://kultur.example")));
    expect(node.url).toBe("https://kultur.example/de/venues/steinbruch/1");
    expect(node.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Am Bruch 1",
      postalCode: "96450",
      addressLocality: "Wendelstadt",
      addressCountry: "DE",
    });
    expect(node.geo).toEqual({ "@type": "GeoCoordinates", latitude: 50.1, longitude: 10.9 });
    expect(node).not.toHaveProperty("telephone");
    const noGeo = JSON.parse(jsonLdText(placeNode({ ...venue, lat: null }, "https://kultur.example")));
    expect(noGeo).not.toHaveProperty("geo");
  });
});
