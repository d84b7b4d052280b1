import type { MenuPlace } from "../../schemas/hub-menus";

/**
 * Moving entries in a menu's tree, the same for the buttons, the keyboard and dragging: each move
 * answers the new tree, or null when the entry cannot go that way (first entry up, top level out,
 * more levels than the menu shows). The tree is never changed in place.
 */

export interface TreeNode<T> {
  id: number;
  children: T[];
}

export type TreeMove = "up" | "down" | "indent" | "outdent";

/** Where an entry is: its parent (null at the top level), its index among its siblings, its level (1 at the top). */
export interface TreePlace<T> {
  parent: T | null;
  siblings: readonly T[];
  index: number;
  level: number;
}

export function placeOf<T extends TreeNode<T>>(tree: readonly T[], id: number): TreePlace<T> | null {
  const search = (siblings: readonly T[], parent: T | null, level: number): TreePlace<T> | null => {
    for (const [index, node] of siblings.entries()) {
      if (node.id === id) return { parent, siblings, index, level };
      const found = search(node.children, node, level + 1);
      if (found) return found;
    }
    return null;
  };
  return search(tree, null, 1);
}

/** Levels of a subtree: 1 for an entry without sub-entries. */
function height<T extends TreeNode<T>>(node: T): number {
  return 1 + Math.max(0, ...node.children.map(height));
}

/** The tree with the sibling list that holds `parentId`'s children (null: the top level) replaced. */
function withChildren<T extends TreeNode<T>>(tree: readonly T[], parentId: number | null, children: T[]): T[] {
  if (parentId === null) return children;
  return tree.map((node) =>
    node.id === parentId
      ? { ...node, children }
      : { ...node, children: withChildren(node.children, parentId, children) },
  );
}

/** The tree without entry `id` (and its sub-entries). */
function without<T extends TreeNode<T>>(tree: readonly T[], id: number): T[] {
  return tree.filter((node) => node.id !== id).map((node) => ({ ...node, children: without(node.children, id) }));
}

/**
 * The tree after moving entry `id`: up or down among its siblings; in (indent) as the last
 * sub-entry of the entry above it; out (outdent) to just after its parent. `maxLevels` is how
 * many levels the menu shows.
 */
export function moveInTree<T extends TreeNode<T>>(
  tree: readonly T[],
  id: number,
  move: TreeMove,
  maxLevels: number,
): T[] | null {
  const place = placeOf(tree, id);
  if (!place) return null;
  const { parent, siblings, index, level } = place;
  const node = siblings[index] as T;
  const parentId = parent?.id ?? null;
  switch (move) {
    case "up":
    case "down": {
      const target = move === "up" ? index - 1 : index + 1;
      if (target < 0 || target >= siblings.length) return null;
      return withChildren(tree, parentId, moveIndex(siblings, index, target));
    }
    case "indent": {
      const above = siblings[index - 1];
      if (!above || level + height(node) > maxLevels) return null;
      // Taking the entry out leaves the one above it as it was: it is a sibling, not an ancestor.
      return withChildren(without(tree, id), above.id, [...above.children, node]);
    }
    case "outdent": {
      if (!parent) return null;
      const rest = without(tree, id);
      const outer = placeOf(rest, parent.id);
      if (!outer) return null;
      const outerSiblings = [...outer.siblings];
      outerSiblings.splice(outer.index + 1, 0, node);
      return withChildren(rest, outer.parent?.id ?? null, outerSiblings);
    }
  }
}

/** `list` with the item at `from` moved to `to`. */
function moveIndex<T>(list: readonly T[], from: number, to: number): T[] {
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  if (item !== undefined) moved.splice(to, 0, item);
  return moved;
}

/** The tree after dropping entry `id` where its sibling `overId` was (a drag among siblings); null elsewhere. */
export function dropOnSibling<T extends TreeNode<T>>(tree: readonly T[], id: number, overId: number): T[] | null {
  const place = placeOf(tree, id);
  if (!place || id === overId) return null;
  const target = place.siblings.findIndex((node) => node.id === overId);
  if (target < 0) return null;
  return withChildren(tree, place.parent?.id ?? null, moveIndex(place.siblings, place.index, target));
}

/** Every entry's parent and position (its index among its siblings), as a reorder sends them. */
export function placesOfTree<T extends TreeNode<T>>(tree: readonly T[], parentId: number | null = null): MenuPlace[] {
  return tree.flatMap((node, position) => [
    { id: node.id, parent_id: parentId, position },
    ...placesOfTree(node.children, node.id),
  ]);
}
