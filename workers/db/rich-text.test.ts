import { describe, expect, it, vi } from "vitest";

const sanitiseRichText = vi.hoisted(() => vi.fn((html: string) => html.replace(/<script>.*?<\/script>/g, "")));
vi.mock("../../src/lib/html-sanitiser", () => ({ sanitiseRichText }));

const { cleanRichText } = await import("./rich-text");

describe("cleanRichText", () => {
  it("cleans each distinct text once per isolate, and keeps null", () => {
    const stored = "<p>Abend</p><script>x</script>";
    expect(cleanRichText(stored)).toBe("<p>Abend</p>");
    expect(cleanRichText(`${stored}`)).toBe("<p>Abend</p>");
    expect(sanitiseRichText).toHaveBeenCalledTimes(1);
    expect(cleanRichText("<p>Andere</p>")).toBe("<p>Andere</p>");
    expect(sanitiseRichText).toHaveBeenCalledTimes(2);
    expect(cleanRichText(null)).toBeNull();
  });
});
