import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { type Plugin, transformWithOxc } from "vite";

const SOURCE = "client/sw.ts";

/**
 * Emits client/sw.ts as `sw.js` at the root of the client build, so the worker's scope is the
 * whole site. It is transpiled on its own rather than bundled as a second entry: the client's
 * chunking would otherwise share modules between it and the app, and a classic service worker
 * cannot import chunks. It has no imports, so transpiling is enough.
 */
export function serviceWorker(): Plugin {
  return {
    name: "kultur:service-worker",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      const file = resolve(SOURCE);
      this.addWatchFile(file);
      const { code } = await transformWithOxc(readFileSync(file, "utf8"), file, { lang: "ts" });
      this.emitFile({ type: "asset", fileName: "sw.js", source: code });
    },
  };
}
