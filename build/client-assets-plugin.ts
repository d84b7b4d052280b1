import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Exposes the browser entry's asset URLs to the SSR renderer as `virtual:client-assets`.
 * In a build, the client is built first (see vite.config.ts) and its manifest names the
 * hashed files; in dev and in workerd tests the source entry is served by Vite instead.
 */
export const CLIENT_ENTRY = "client/entry.tsx";
const VIRTUAL_ID = "virtual:client-assets";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export function clientAssets(options: { clientOutDir: string }): Plugin {
  let command: "build" | "serve" = "serve";
  return {
    name: "kultur:client-assets",
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (command === "serve" || this.environment?.name === "client") {
        return `export default ${JSON.stringify({ script: `/${CLIENT_ENTRY}`, css: [], preload: [], dev: true })};`;
      }
      const manifestPath = resolve(options.clientOutDir, ".vite/manifest.json");
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
      const entry = manifest[CLIENT_ENTRY];
      if (!entry) throw new Error(`${CLIENT_ENTRY} missing from ${manifestPath}`);
      const preload = (entry.imports ?? []).map((key) => `/${manifest[key]?.file}`).filter((f) => f !== "/undefined");
      const css = [
        ...new Set([...(entry.css ?? []), ...(entry.imports ?? []).flatMap((key) => manifest[key]?.css ?? [])]),
      ];
      return `export default ${JSON.stringify({ script: `/${entry.file}`, css: css.map((f) => `/${f}`), preload, dev: false })};`;
    },
  };
}
