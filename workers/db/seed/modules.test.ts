import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { registerHtmlSanitisers } from "../../../src/lib/html-sanitiser";
import { moduleSchemas } from "../../../src/modules/schemas";
import type { PageModule } from "../../../src/schemas/pages";
import { buildModuleTree } from "../../views/pages";
import type { ModuleRow } from "../pages";
import { buildSeed } from "./content";

// As the worker does where it starts: the module schemas put HTML through these.
registerHtmlSanitisers();

/** The seed's page_modules rows, decoded from its bulk INSERTs. */
function moduleRows(): (ModuleRow & { lang: string })[] {
  const out: (ModuleRow & { lang: string })[] = [];
  for (const statement of buildSeed({ now: new Date("2026-11-21T00:00:00Z") }).statements) {
    const match = /^INSERT INTO page_modules \(([^)]+)\) SELECT/.exec(statement.sql);
    if (!match) continue;
    const columns = (match[1] ?? "").split(", ");
    for (const values of JSON.parse(String(statement.params[0])) as unknown[][]) {
      out.push(
        Object.fromEntries(columns.map((column, i) => [column, values[i]])) as unknown as ModuleRow & { lang: string },
      );
    }
  }
  return out;
}

function flatten(modules: PageModule[]): PageModule[] {
  return modules.flatMap((m) => [m, ...flatten(m.children), ...flatten((m.columns ?? []).flatMap((c) => c.children))]);
}

describe("seeded modules", () => {
  const rows = moduleRows();
  const trees = new Map<string, PageModule[]>();
  for (const key of new Set(rows.map((row) => `${row.page_id}:${row.lang}`))) {
    trees.set(key, buildModuleTree(rows.filter((row) => `${row.page_id}:${row.lang}` === key)));
  }
  const nodes = [...trees.entries()].flatMap(([page, tree]) => flatten(tree).map((node) => ({ page, node })));

  it("come in both languages", () => {
    expect(new Set(rows.map((row) => row.lang))).toEqual(new Set(["de", "en"]));
  });

  it("each pass their schema as stored (the page call only adds resolved objects)", () => {
    const failures = nodes.flatMap(({ page, node }) => {
      const schema = moduleSchemas[node.model];
      if (!schema) return [`${page} #${node.id}: no module ${node.model}`];
      const result = v.safeParse(schema, node);
      return result.success
        ? []
        : [
            `${page} #${node.id} ${node.model}: ${result.issues.map((i) => `${v.getDotPath(i)} ${i.message}`).join("; ")}`,
          ];
    });
    expect(failures).toEqual([]);
  });
});
