import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type * as v from "valibot";
import { describe, expect, it } from "vitest";
import { moduleDescriptors } from "./descriptors";
import { moduleForms } from "./edit-forms";
import { canHold, LIST_CHILDREN } from "./editing";
import { MODULE_MODELS } from "./models";
import { moduleRegistry } from "./registry";

/**
 * What a content module type needs besides its line in each central map (which the compiler
 * checks): each check walks every type of MODULE_MODELS and names the type and the missing piece.
 */

const folder = (model: string) => fileURLToPath(new URL(`./${model}/`, import.meta.url));
const source = (model: string, file: string) => readFileSync(`${folder(model)}${file}`, "utf8");
const fieldsOf = (model: (typeof MODULE_MODELS)[number]) =>
  Object.keys((moduleDescriptors[model].schema as v.ObjectSchema<v.ObjectEntries, undefined>).entries ?? {});

/** Whether a view shows its node's children: it reads them or renders them as a module list. */
const rendersChildren = (view: string) => /node\.children|ChildModuleList|ModuleList/.test(view);

describe("every content module type", () => {
  it("has its folder's files: schema, visitor view, edit form and descriptor", () => {
    const missing = MODULE_MODELS.flatMap((model) =>
      ["schema.ts", "view.tsx", "edit.tsx", "module.ts"]
        .filter((file) => !existsSync(`${folder(model)}${file}`))
        .map((file) => `${model}: no src/modules/${model}/${file}`),
    );
    expect(missing).toEqual([]);
  });

  it("has a descriptor, a view and an edit form registered", () => {
    const missing = MODULE_MODELS.flatMap((model) => [
      ...(moduleDescriptors[model] ? [] : [`${model}: no descriptor in descriptors.ts`]),
      ...(moduleRegistry[model] ? [] : [`${model}: no view in registry.ts`]),
      ...(moduleForms[model] ? [] : [`${model}: no edit form in edit-forms.ts`]),
    ]);
    expect(missing).toEqual([]);
  });

  it("has the editor's name in German and in English", () => {
    const missing = MODULE_MODELS.flatMap((model) =>
      (["de", "en"] as const)
        .filter((lang) => !moduleDescriptors[model].names[lang]?.trim())
        .map((lang) => `${model}: no ${lang} name in its module.ts`),
    );
    expect(missing).toEqual([]);
  });

  it("requires only fields of its schema, each offered by its edit form", () => {
    const problems = MODULE_MODELS.flatMap((model) => {
      const fields = fieldsOf(model);
      const form = source(model, "edit.tsx");
      return moduleDescriptors[model].required.flatMap((rule) => {
        const names = typeof rule === "string" ? [rule] : rule;
        return [
          ...names
            .filter((name) => !fields.includes(name))
            .map((name) => `${model}: requires ${name}, no field of its schema`),
          ...(names.some((name) => form.includes(`name="${name}"`))
            ? []
            : [`${model}: requires ${names.join(" or ")}, which its edit form does not offer`]),
        ];
      });
    });
    expect(problems).toEqual([]);
  });

  it("declares the item types it holds exactly when its view renders its children (sections: columns)", () => {
    const problems = MODULE_MODELS.filter((model) => model !== "section").flatMap((model) => {
      const declared = moduleDescriptors[model].children !== undefined;
      const renders = rendersChildren(source(model, "view.tsx"));
      if (renders && !declared) return [`${model}: its view renders children, its module.ts declares none`];
      if (declared && !renders) return [`${model}: its module.ts declares children its view never renders`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it("holds what it declares, and each list item lives in some list and nowhere else", () => {
    const problems = MODULE_MODELS.flatMap((model) => {
      const { children = [], item } = moduleDescriptors[model];
      const refused = children
        .filter((child) => !canHold(model, child))
        .map((child) => `${model}: declares ${child}, yet cannot hold it`);
      const holders = MODULE_MODELS.filter((list) => LIST_CHILDREN[list]?.includes(model));
      if (!item) return refused;
      return [
        ...refused,
        ...(holders.length === 0 ? [`${model}: a list item no list declares among its children`] : []),
        ...(canHold(null, model) || canHold("section", model) ? [`${model}: a list item placeable outside lists`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});
