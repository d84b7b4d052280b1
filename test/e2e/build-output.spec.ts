import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";

/** What the browser build must not contain (checked on the build `npm run test:e2e` serves). */

const assets = join(process.cwd(), "dist/client/assets");
const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));

test("no visitor chunk carries valibot: the browser validates nothing with it", () => {
  expect(scripts.length).toBeGreaterThan(0);
  // valibot's global configuration object; its property names survive minification.
  const withValibot = scripts.filter((name) => readFileSync(join(assets, name), "utf8").includes("abortPipeEarly"));
  expect(withValibot).toEqual([]);
});

test("no visitor chunk carries the HTML sanitiser: the worker sends clean HTML", () => {
  // sanitize-html's option name survives minification.
  const withSanitiser = scripts.filter((name) =>
    readFileSync(join(assets, name), "utf8").includes("disallowedTagsMode"),
  );
  expect(withSanitiser).toEqual([]);
});
