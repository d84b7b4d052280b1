import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { themes } from "../lib/theme";

// Read from disk: Vitest does not process CSS imports, not even `?raw`.
const css = readFileSync(new URL("./themes.css", import.meta.url), "utf8");

/**
 * WCAG AA for every division theme (SPEC §9 colours) on every page background: the custom
 * properties are resolved as the browser would (each rule's var() against what it inherits)
 * and every foreground/background pair the site uses must reach 4.5:1.
 */

type Declarations = Map<string, string>;
interface Rule {
  selectors: string[];
  declarations: Declarations;
}

function parseRules(source: string): Rule[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, "");
  const rules: Rule[] = [];
  // Only top-level rules: the colour rules are never inside @media.
  const withoutMedia = withoutComments.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
  for (const match of withoutMedia.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = (match[1] ?? "").split(",").map((s) => s.trim());
    const declarations: Declarations = new Map();
    for (const part of (match[2] ?? "").split(";")) {
      const colon = part.indexOf(":");
      if (colon < 0) continue;
      const name = part.slice(0, colon).trim();
      if (name.startsWith("--")) declarations.set(name, part.slice(colon + 1).trim());
    }
    rules.push({ selectors, declarations });
  }
  return rules;
}

const rules = parseRules(css);

/** Custom properties as computed on an element matched by `layers` (outermost first). */
function computed(layers: string[]): Map<string, string> {
  let inherited = new Map<string, string>();
  for (const selector of layers) {
    const own = new Map<string, string>();
    for (const rule of rules) {
      if (!rule.selectors.includes(selector)) continue;
      for (const [name, value] of rule.declarations) own.set(name, value);
    }
    const resolve = (value: string, depth = 0): string => {
      if (depth > 10) throw new Error(`var() cycle in ${value}`);
      return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
        const next = own.get(name) ?? inherited.get(name);
        if (next === undefined) throw new Error(`${name} is not defined for ${layers.join(" > ")}`);
        return resolve(next, depth + 1);
      });
    };
    const next = new Map(inherited);
    for (const [name, value] of own) next.set(name, resolve(value));
    inherited = next;
  }
  return inherited;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channels = [0, 2, 4].map((i) => Number.parseInt(match[1]?.slice(i, i + 2) ?? "", 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const pageBackgrounds = [null, "cc01", "cc02", "cc03"] as const;
/** [foreground, background] pairs of custom properties the stylesheets combine. */
const pairs: [string, string][] = [
  ["--color-text", "--color-background"],
  ["--color-muted", "--color-background"],
  ["--color-link", "--color-background"],
  ["--color-accent-contrast", "--color-accent"],
  ["--color-brand-contrast", "--color-brand"],
];
const surfacePairs: [string, string][] = [
  ["--color-surface-text", "--color-surface"],
  ["--color-muted", "--color-surface"],
  ["--color-link", "--color-surface"],
];

describe("contrast helper", () => {
  it("matches the WCAG reference values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});

describe("themes.css", () => {
  it("defines a rule for every division theme", () => {
    for (const theme of themes) {
      expect(rules.some((rule) => rule.selectors.includes(`body.${theme}`))).toBe(true);
    }
  });

  for (const theme of themes) {
    for (const background of pageBackgrounds) {
      const layers = [":root", `body.${theme}`, ...(background ? [`.page--${background}`] : [])];
      it(`${theme} on ${background ?? "the default background"} reaches 4.5:1`, () => {
        const page = computed(layers);
        const panel = computed([...layers, ".surface"]);
        const failures: string[] = [];
        for (const [props, [fg, bg]] of [
          ...pairs.map((pair) => [page, pair] as const),
          ...surfacePairs.map((pair) => [panel, pair] as const),
        ]) {
          const ratio = contrast(props.get(fg) ?? "", props.get(bg) ?? "");
          if (ratio < 4.5) failures.push(`${fg} on ${bg}: ${ratio.toFixed(2)}`);
        }
        expect(failures).toEqual([]);
      });
    }
  }

  it("division tiles carry their division's colours whatever the body theme", () => {
    const tile = computed([":root", "body.wa", ".division-tile--so"]);
    expect(tile.get("--color-brand")).toBe(computed([":root", "body.so"]).get("--color-brand"));
    expect(tile.get("--color-link")).toBe(computed([":root", "body.so"]).get("--color-accent"));
  });
});
