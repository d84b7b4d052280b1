import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkImports, describeViolation, importRule, placeOf, UNREADABLE } from "./check-imports";

describe("importRule", () => {
  it("lets src import downward and within its own level", () => {
    expect(importRule("src/routes/$lang.tsx", "src/features/site/queries.ts")).toBeNull();
    expect(importRule("src/features/events/EventCard.tsx", "src/modules/registry.ts")).toBeNull();
    expect(importRule("src/features/events/a.ts", "src/features/events/b.ts")).toBeNull();
    expect(importRule("src/modules/registry.ts", "src/modules/text/view.tsx")).toBeNull();
    expect(importRule("src/components/ui/EventCard.tsx", "src/schemas/events.ts")).toBeNull();
    expect(importRule("src/schemas/common.ts", "src/lib/dates.ts")).toBeNull();
    expect(importRule("src/i18n/format.ts", "src/lib/dates.ts")).toBeNull();
    expect(importRule("src/router.tsx", "src/routeTree.gen.ts")).toBeNull();
    expect(importRule("src/routes/__root.tsx", "src/router.tsx")).toBeNull();
    expect(importRule("src/module-slots.ts", "src/features/forms/queries.ts")).toBeNull();
  });

  it("reports an import upward, across features and between editor and features", () => {
    expect(importRule("src/lib/head.ts", "src/i18n/paths.ts")).toMatch(/src\/lib imports only below/);
    expect(importRule("src/schemas/x.ts", "src/components/ui/A.tsx")).toMatch(/src\/schemas imports only below/);
    expect(importRule("src/components/layout/SiteLayout.tsx", "src/features/navigation/SiteHeader.tsx")).toMatch(
      /src\/components imports only below/,
    );
    expect(importRule("src/modules/x/view.tsx", "src/router.tsx")).toMatch(/src\/modules imports only below/);
    expect(importRule("src/features/navigation/TopNav.tsx", "src/features/webshop/paths.ts")).toMatch(
      /features do not import each other/,
    );
    expect(importRule("src/editor/Toolbar.tsx", "src/features/site/queries.ts")).toMatch(/src\/editor imports only/);
    expect(importRule("src/features/site/x.ts", "src/editor/Toolbar.tsx")).toMatch(/src\/features imports only/);
    expect(importRule("src/hub/HubLayout.tsx", "src/editor/api.ts")).toMatch(/src\/hub imports only/);
    expect(importRule("src/editor/island.tsx", "src/hub/HubLayout.tsx")).toMatch(/src\/editor imports only/);
    expect(importRule("src/routes/cms-hub/route.tsx", "src/hub/HubLayout.tsx")).toBeNull();
  });

  it("keeps src away from workers and client, client away from workers", () => {
    expect(importRule("src/lib/api.ts", "workers/app.ts")).toMatch(/src never imports workers or client/);
    expect(importRule("src/router.tsx", "client/entry.tsx")).toMatch(/src never imports workers or client/);
    expect(importRule("client/entry.tsx", "src/router.tsx")).toBeNull();
    expect(importRule("client/entry.tsx", "workers/app.ts")).toMatch(/client imports src, never workers/);
  });

  it("keeps application code away from the build, scripts and tests", () => {
    expect(importRule("src/lib/api.ts", "build/client-assets-plugin.ts")).toMatch(/build, scripts or tests/);
    expect(importRule("workers/app.ts", "test/integration/api-helpers.ts")).toMatch(/build, scripts or tests/);
    expect(importRule("client/entry.tsx", "scripts/serve.ts")).toMatch(/build, scripts or tests/);
    expect(importRule("test/e2e/offline.spec.ts", "workers/cache/keys.ts")).toBeNull();
  });

  it("lets workers take only pure rules from src", () => {
    for (const target of [
      "src/lib/dates.ts",
      "src/i18n/paths.ts",
      "src/schemas/events.ts",
      "src/modules/text/schema.ts",
      "src/modules/schemas.ts",
    ]) {
      expect(importRule("workers/api/events.ts", target)).toBeNull();
    }
    expect(importRule("workers/api/webshop.ts", "src/features/webshop/paths.ts")).toMatch(/workers take only/);
    expect(importRule("workers/api/x.ts", "src/components/ui/EventCard.tsx")).toMatch(/workers take only/);
    expect(importRule("workers/api/x.ts", "src/modules/text/view.tsx")).toMatch(/workers take only/);
    expect(importRule("workers/ssr/render.ts", "src/router.tsx")).toBeNull();
    expect(importRule("workers/api/x.ts", "src/router.tsx")).toMatch(/workers take only/);
    expect(importRule("workers/api/x.ts", "client/entry.tsx")).toMatch(/workers import src, never client/);
  });

  it("holds tests to their folder's rules, except a schema fixture", () => {
    expect(importRule("src/lib/ticket-links.test.ts", "src/schemas/events.fixtures.ts")).toBeNull();
    expect(importRule("src/lib/ticket-links.ts", "src/schemas/events.fixtures.ts")).toMatch(/src\/lib imports only/);
    expect(importRule("src/lib/dates.test.ts", "src/schemas/common.ts")).toMatch(/src\/lib imports only/);
  });

  it("keeps data fetching out of shared components", () => {
    expect(importRule("src/components/layout/ErrorPage.tsx", "@tanstack/react-query")).toMatch(/without data/);
    expect(importRule("src/components/ui/test-render.tsx", "@tanstack/react-query")).toBeNull();
    expect(importRule("src/components/layout/X.test.tsx", "@tanstack/react-query")).toBeNull();
    expect(importRule("src/features/site/ErrorPage.tsx", "@tanstack/react-query")).toBeNull();
  });

  it("places every file of src, and asks for a level for a new top-level file", () => {
    expect(placeOf("src/router.tsx")).toEqual({ zone: "src", level: "routes" });
    expect(placeOf("src/routeTree.gen")).toEqual({ zone: "src", level: "routes" });
    expect(placeOf("src/features/events/queries.ts")).toEqual({ zone: "src", level: "features", feature: "events" });
    expect(placeOf("src/styles/global.css")).toEqual({ zone: "src", level: "lib" });
    expect(placeOf("build/icu-messages-plugin.ts")).toBeNull();
    expect(importRule("src/new-root.ts", "src/lib/dates.ts")).toMatch(/stands at a level/);
  });
});

describe("checkImports", () => {
  const root = mkdtempSync(join(tmpdir(), "check-imports-"));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("resolves static, re-exported, dynamic and suffixed imports and names file, line and rule", () => {
    write("src/lib/a.ts", 'import { b } from "../i18n/b";\nexport const a = b;\n');
    write("src/i18n/b.ts", 'export const b = 1;\nexport { c } from "../schemas/c";\n');
    write("src/i18n/messages/en.json", "{}");
    write("src/i18n/messages.ts", 'const load = () => import("./messages/en.json?icu");\nexport { load };\n');
    write("src/schemas/c.ts", "export const c = 1;\n");
    write(
      "src/lib/d.ts",
      '// import { x } from "../features/x/y";\nexport const d = () => import("../routes/index");\n',
    );
    write("src/routes/index.tsx", "export {};\n");
    write("workers/app.ts", 'import { a } from "../src/lib/a";\nimport type { C } from "../src/components/C";\n');
    write("src/components/C.tsx", "export type C = 1;\n");
    write("client/entry.tsx", 'import "../src/lib/a";\n');

    const found = checkImports(root).map((v) => `${v.file}:${v.line} imports ${v.target}`);
    expect(found.sort()).toEqual([
      "src/i18n/b.ts:2 imports src/schemas/c.ts",
      "src/lib/a.ts:1 imports src/i18n/b.ts",
      "src/lib/d.ts:2 imports src/routes/index.tsx",
      "workers/app.ts:2 imports src/components/C.tsx",
    ]);
  });
  it("refuses what it cannot read: JavaScript, globs, computed import() and triple-slash references", () => {
    const unreadable = mkdtempSync(join(tmpdir(), "check-imports-unreadable-"));
    const put = (path: string, text: string) => {
      mkdirSync(dirname(join(unreadable, path)), { recursive: true });
      writeFileSync(join(unreadable, path), text);
    };
    try {
      put("client/legacy.js", 'import "../workers/app";\n');
      put(
        "src/lib/loader.ts",
        [
          '/// <reference types="node" />',
          '/// <reference path="./globals.d.ts" />',
          'const views = import.meta.glob("../features/*/View.tsx");',
          'export const load = (name: string) => import("../features/" + name);',
          "export const fixed = () => import(`./fixed`);",
          "export { views };",
        ].join("\n"),
      );
      put("src/lib/fixed.ts", "export {};\n");
      put("workers/app.ts", "export {};\n");

      expect(checkImports(unreadable).map(describeViolation).sort()).toEqual([
        `client/legacy.js:1 (${UNREADABLE.javascript})`,
        `src/lib/loader.ts:1 imports node (${UNREADABLE.reference})`,
        `src/lib/loader.ts:2 imports ./globals.d.ts (${UNREADABLE.reference})`,
        `src/lib/loader.ts:3 imports import.meta.glob("../features/*/View.tsx") (${UNREADABLE.glob})`,
        `src/lib/loader.ts:4 imports import("../features/" + name) (${UNREADABLE.computedImport})`,
      ]);
    } finally {
      rmSync(unreadable, { recursive: true, force: true });
    }
  });
});
