import { readFileSync } from "node:fs";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const SUFFIX = ".json?icu";
// Resolved ids neither end in .json nor carry a query, so no JSON handler of Vite or Rolldown
// touches them.
const PREFIX = "\0icu-catalog:";
const RESOLVED_SUFFIX = ":icu";

/**
 * `import catalog from "./de.json?icu"` yields the catalogue with every ICU message already
 * parsed to its AST, so neither the browser nor the worker ships or runs the ICU parser
 * (formatjs's recommended set-up; the parser itself is aliased to its no-parser entry).
 */
export function icuMessages(): Plugin {
  return {
    name: "kultur:icu-messages",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return undefined;
      const resolved = await this.resolve(source.slice(0, -"?icu".length), importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}${RESOLVED_SUFFIX}` : undefined;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const file = id.slice(PREFIX.length, -RESOLVED_SUFFIX.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/** Resolve aliases that drop the ICU parser from bundles once messages come precompiled. */
export const icuParserAlias = {
  "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js",
};
