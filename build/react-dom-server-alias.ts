import { fileURLToPath } from "node:url";

/**
 * The worker renders with React's Node build of `react-dom/server` instead of the `workerd`
 * condition's edge build (ADR 0014). Both offer `renderToReadableStream`; the edge
 * build turns every attribute name, value and text into its own `TextEncoder.encode` call, which
 * was the largest single cost of a page render in workerd, while the Node build writes strings
 * into one buffer with `encodeInto`. Its Node imports (`util`, `crypto`, `async_hooks`, `stream`,
 * `setImmediate`) are all provided by the `nodejs_compat` flag. The browser never imports it.
 */
export const reactDomServerAlias = { "react-dom/server": "react-dom/server.node" };

/** sanitize-html's CSS parser is never needed (see build/postcss-unused.cjs). */
export const postcssAlias = { postcss: fileURLToPath(new URL("./postcss-unused.cjs", import.meta.url)) };

/** Observable Plot's `dodge` transform is never used (see build/interval-tree-unused.ts). */
export const intervalTreeAlias = {
  "interval-tree-1d": fileURLToPath(new URL("./interval-tree-unused.ts", import.meta.url)),
};
