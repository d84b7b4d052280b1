import * as v from "valibot";
import type { Lang } from "../i18n/languages";
import { moduleRegistry } from "./registry";
import type { ModuleNode } from "./types";

/**
 * Renders one stored module through the registry. A module whose data does not satisfy its
 * schema is skipped rather than breaking the page; the editor shows such modules for repair.
 */
function ModuleView({ node, lang }: { node: ModuleNode; lang: Lang }) {
  const definition = moduleRegistry[node.model];
  if (!definition) return null;
  const parsed = v.safeParse(definition.schema, node);
  if (!parsed.success) return null;
  const { View } = definition;
  return <View data={parsed.output} node={node} lang={lang} />;
}

export function ModuleList({ nodes, lang }: { nodes: ModuleNode[]; lang: Lang }) {
  return (
    <>
      {nodes.map((node) => (
        <ModuleView key={node.id} node={node} lang={lang} />
      ))}
    </>
  );
}
