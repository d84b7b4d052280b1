import { cloudflare } from "@cloudflare/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { CLIENT_ENTRY, clientAssets } from "./build/client-assets-plugin.ts";
import { edgeCompression } from "./build/edge-compression-plugin.ts";
import { icuMessages, icuParserAlias } from "./build/icu-messages-plugin.ts";
import { pureSchemas } from "./build/pure-schemas-plugin.ts";
import { intervalTreeAlias, postcssAlias, reactDomServerAlias } from "./build/react-dom-server-alias.ts";
import { requestGuard } from "./build/request-guard-plugin.ts";
import { serviceWorker } from "./build/service-worker-plugin.ts";

const clientOutDir = "dist/client";

export default defineConfig({
  resolve: { alias: { ...icuParserAlias, ...reactDomServerAlias, ...postcssAlias, ...intervalTreeAlias } },
  plugins: [
    icuMessages(),
    tanstackRouter({
      target: "react",
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      autoCodeSplitting: true,
      // One lazy chunk per route: loader, component and its skeleton, error and not-found views.
      // The router loads the loader, the component and the skeleton of every route it renders,
      // so separate files only added requests and per-file overhead; the error and not-found
      // views are a few hundred bytes (ADR 0014). None of it is in the initial chunk.
      codeSplittingOptions: {
        defaultBehavior: [["loader", "component", "pendingComponent", "errorComponent", "notFoundComponent"]],
      },
    }),
    react(),
    pureSchemas(),
    clientAssets({ clientOutDir }),
    serviceWorker(),
    requestGuard(),
    edgeCompression(),
    // No inspector, so several instances (start, e2e, bench) can run side by side; the state
    // directory is chosen by scripts/serve.ts.
    cloudflare({
      inspectorPort: false,
      persistState: process.env.KULTUR_STATE_DIR ? { path: process.env.KULTUR_STATE_DIR } : true,
    }),
  ],
  environments: {
    client: {
      build: {
        outDir: clientOutDir,
        manifest: true,
        // The editor island and the CMS hub load their own imports when an editor's browser asks
        // for them: the list of them, which Vite would otherwise write into the entry for
        // preloading, is bytes every visitor downloads for nothing.
        modulePreload: {
          resolveDependencies: (filename, deps) => (/\/(?:island|editor-host|hub)-/.test(filename) ? [] : deps),
        },
        rollupOptions: {
          input: CLIENT_ENTRY,
          // Everything the entry needs before first paint ships as one chunk: one gzip stream
          // compresses far better than dozens of route-definition chunks. Lazy route components
          // and the per-language catalogues stay separate.
          output: {
            codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
            // The hub's chunks are named as such, for the preload rule above.
            chunkFileNames: (chunk) =>
              chunk.facadeModuleId && /[\\/]src[\\/](?:hub|routes[\\/]cms-hub)[\\/]/.test(chunk.facadeModuleId)
                ? "assets/hub-[name]-[hash].js"
                : "assets/[name]-[hash].js",
          },
        },
      },
    },
  },
  builder: {
    // The worker embeds the client manifest's hashed file names, so the client builds first.
    async buildApp(builder) {
      const client = builder.environments.client;
      if (!client) throw new Error('vite: no "client" environment');
      await builder.build(client);
      for (const [name, environment] of Object.entries(builder.environments)) {
        if (name !== "client") await builder.build(environment);
      }
    },
  },
});
