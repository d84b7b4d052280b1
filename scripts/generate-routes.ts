/**
 * Writes src/routeTree.gen.ts from src/routes (tsr.config.json) before type checks and tests,
 * with the same route generator the Vite plugin builds with: `@tanstack/router-generator` is
 * pinned to the version `@tanstack/router-plugin` depends on (the `tsr` command's releases trail
 * the plugin's and bring a generator and router core of their own).
 */
import { Generator, getConfig } from "@tanstack/router-generator";

const root = process.cwd();
await new Generator({ config: getConfig({}, root), root }).run();
