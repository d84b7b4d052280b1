import clientAssets from "virtual:client-assets";

type RouterManifest = {
  routes: Record<
    string,
    { preloads?: string[]; css?: string[]; scripts?: { attrs: Record<string, string | boolean>; children?: string }[] }
  >;
};

// Vite's React-refresh preamble must run before any module of the app in dev.
const DEV_PREAMBLE = `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

/**
 * The router manifest: the root route carries the browser entry, its CSS and preloads.
 * TanStack renders these (with the CSP nonce) and dehydrates them so hydration matches.
 */
export const routerManifest: RouterManifest = {
  routes: {
    __root__: clientAssets.dev
      ? {
          scripts: [
            { attrs: { type: "module" }, children: DEV_PREAMBLE },
            { attrs: { type: "module", src: "/@vite/client" } },
            { attrs: { type: "module", src: clientAssets.script } },
          ],
        }
      : {
          preloads: clientAssets.preload,
          css: clientAssets.css,
          // Low priority, as TanStack gives module preloads: the stylesheet and the images above
          // the fold come first; the page is fully rendered HTML until the code arrives.
          scripts: [{ attrs: { type: "module", src: clientAssets.script, async: true, fetchPriority: "low" } }],
        },
  },
};
