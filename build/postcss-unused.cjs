/**
 * Stands in for `postcss` under sanitize-html (`src/lib/html-sanitiser.ts`). sanitize-html parses
 * CSS only to filter `style` attributes by `allowedStyles`, and no list of ours allows a `style`
 * attribute, so its CSS parser is never called. Aliasing it away keeps ~60 KB of parser out of
 * the worker and avoids postcss's CommonJS `require("nanoid/non-secure")`, which the workerd
 * test runner resolves to the ES build. Should a list ever allow `style`, this says so loudly. CommonJS, as sanitize-html `require`s it.
 */
module.exports = {
  parse() {
    throw new Error("style attributes are not allowed by the HTML sanitiser (build/postcss-unused.cjs)");
  },
};
