import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const manifest = (path: string): Manifest => JSON.parse(readFileSync(path, "utf8"));
const installed = (name: string) => manifest(`node_modules/${name}/package.json`);

describe("the router, its Vite plugin and the route generator", () => {
  const project = manifest("package.json");
  const router = installed("@tanstack/react-router");
  const plugin = installed("@tanstack/router-plugin");
  const generator = installed("@tanstack/router-generator");

  it("are one release: the generator of `npm run routes:generate` is the plugin's own", () => {
    expect(project.devDependencies?.["@tanstack/router-generator"]).toBe(
      plugin.dependencies?.["@tanstack/router-generator"],
    );
    expect(generator.version).toBe(plugin.dependencies?.["@tanstack/router-generator"]);
  });

  it("share one router core, and the plugin is made for this router", () => {
    const core = router.dependencies?.["@tanstack/router-core"];
    expect(plugin.dependencies?.["@tanstack/router-core"]).toBe(core);
    expect(generator.dependencies?.["@tanstack/router-core"]).toBe(core);
    expect(plugin.peerDependencies?.["@tanstack/react-router"]).toBe(`^${router.version}`);
  });
});
