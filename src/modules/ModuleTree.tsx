import { Component, type ReactNode, Suspense } from "react";
import type { Lang } from "../lib/languages";
import { HydrateWhenVisible } from "../components/layout/HydrateWhenVisible";
import { useModuleMarks } from "./edit-marks";
import { moduleDefinition, preloadViews } from "./registry";
import type { ModuleNode } from "./types";

/**
 * A module that fails while rendering (e.g. its data call failed) disappears instead of taking
 * the page down; React reports the error (console and reportError) as for any caught error.
 */
class ModuleErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders one module through the registry; its fields were checked by the server (the page call
 * leaves out modules whose data does not fit their schema). A type this build does not know is
 * skipped. Views load lazily per module type; their Suspense boundary lets the page hydrate
 * around a view whose code is still on its way. While the editor edits the page, the view sits in
 * an element naming its module (./edit-marks), which the editor outlines and selects.
 */
function ModuleView({
  node,
  lang,
  priority,
  hydrateWhenVisible,
}: {
  node: ModuleNode;
  lang: Lang;
  priority: boolean;
  hydrateWhenVisible: boolean;
}) {
  const marked = useModuleMarks();
  const definition = moduleDefinition(node);
  if (!definition) return null;
  const { View } = definition;
  const content = <View data={node} node={node} lang={lang} priority={priority} />;
  const view = (
    <ModuleErrorBoundary>
      {hydrateWhenVisible ? (
        <HydrateWhenVisible id={`module-${node.id}`} prepare={() => preloadViews([node])}>
          {content}
        </HydrateWhenVisible>
      ) : (
        <Suspense fallback={null}>{content}</Suspense>
      )}
    </ModuleErrorBoundary>
  );
  return marked ? (
    <div className="editable-module" data-module-id={node.id}>
      {view}
    </div>
  ) : (
    view
  );
}

/**
 * Modules in order. The first one gets `priority` (eager images) unless the list sits below
 * other content (`priority={false}`), as nested lists usually do. A page's own list hydrates
 * each module when it comes into view (`hydrateWhenVisible`); nested lists hydrate with the
 * module they belong to.
 */
export function ModuleList({
  nodes,
  lang,
  priority = true,
  hydrateWhenVisible = false,
}: {
  nodes: ModuleNode[];
  lang: Lang;
  priority?: boolean;
  hydrateWhenVisible?: boolean;
}) {
  return (
    <>
      {nodes.map((node, index) => (
        <ModuleView
          key={node.id}
          node={node}
          lang={lang}
          priority={priority && index === 0}
          hydrateWhenVisible={hydrateWhenVisible}
        />
      ))}
    </>
  );
}

/**
 * A list module's children, one list item each (the items sit below other content, so none gets
 * `priority`); nothing when the module has no children.
 */
export function ChildModuleList({
  node,
  lang,
  className,
  id,
}: {
  node: ModuleNode;
  lang: Lang;
  className: string;
  id?: string;
}) {
  const items = node.children ?? [];
  if (items.length === 0) return null;
  return (
    <ul className={className} id={id}>
      {items.map((item) => (
        <li key={item.id}>
          <ModuleList nodes={[item]} lang={lang} priority={false} />
        </li>
      ))}
    </ul>
  );
}
