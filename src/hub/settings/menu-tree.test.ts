import { describe, expect, it } from "vitest";
import { dropOnSibling, moveInTree, placesOfTree, type TreeNode } from "./menu-tree";

interface Node extends TreeNode<Node> {
  name: string;
}

const node = (id: number, children: Node[] = []): Node => ({ id, name: `e${id}`, children });
/** A tree as `id(children)` text, to compare shapes at a glance. */
const shape = (tree: readonly Node[] | null): string | null =>
  tree === null
    ? null
    : tree.map((entry) => (entry.children.length ? `${entry.id}(${shape(entry.children)})` : `${entry.id}`)).join(" ");

// 1, 2 (with 21 and 22), 3
const tree = [node(1), node(2, [node(21), node(22)]), node(3)];

describe("moving a menu entry by keyboard or button", () => {
  it("moves up and down among its siblings, not past the ends", () => {
    expect(shape(moveInTree(tree, 3, "up", 2))).toBe("1 3 2(21 22)");
    expect(shape(moveInTree(tree, 1, "down", 2))).toBe("2(21 22) 1 3");
    expect(shape(moveInTree(tree, 22, "up", 2))).toBe("1 2(22 21) 3");
    expect(moveInTree(tree, 1, "up", 2)).toBeNull();
    expect(moveInTree(tree, 3, "down", 2)).toBeNull();
    expect(moveInTree(tree, 21, "up", 2)).toBeNull();
    expect(moveInTree(tree, 22, "down", 2)).toBeNull();
  });

  it("indents under the entry above, as its last sub-entry, within the menu's levels", () => {
    expect(shape(moveInTree(tree, 3, "indent", 2))).toBe("1 2(21 22 3)");
    expect(shape(moveInTree(tree, 2, "indent", 3))).toBe("1(2(21 22)) 3");
    // Its sub-entries would end up on a third level.
    expect(moveInTree(tree, 2, "indent", 2)).toBeNull();
    expect(moveInTree(tree, 22, "indent", 2)).toBeNull();
    expect(shape(moveInTree(tree, 22, "indent", 3))).toBe("1 2(21(22)) 3");
    // Nothing above it, and a flat menu (the footer) has no sub-entries.
    expect(moveInTree(tree, 1, "indent", 2)).toBeNull();
    expect(moveInTree(tree, 3, "indent", 1)).toBeNull();
  });

  it("outdents to just after its parent; a top-level entry cannot", () => {
    expect(shape(moveInTree(tree, 21, "outdent", 2))).toBe("1 2(22) 21 3");
    expect(shape(moveInTree(tree, 22, "outdent", 2))).toBe("1 2(21) 22 3");
    expect(moveInTree(tree, 1, "outdent", 2)).toBeNull();
  });

  it("leaves the tree it was given as it was, and answers null for an unknown entry", () => {
    const before = JSON.stringify(tree);
    moveInTree(tree, 3, "indent", 2);
    moveInTree(tree, 21, "outdent", 2);
    expect(JSON.stringify(tree)).toBe(before);
    expect(moveInTree(tree, 99, "up", 2)).toBeNull();
  });

  it("a drag drops an entry where its sibling was, and nowhere else", () => {
    expect(shape(dropOnSibling(tree, 1, 3))).toBe("2(21 22) 3 1");
    expect(shape(dropOnSibling(tree, 22, 21))).toBe("1 2(22 21) 3");
    expect(dropOnSibling(tree, 21, 3)).toBeNull();
    expect(dropOnSibling(tree, 1, 1)).toBeNull();
  });

  it("gives every entry's parent and position for the reorder call", () => {
    expect(placesOfTree(moveInTree(tree, 3, "indent", 2) ?? [])).toEqual([
      { id: 1, parent_id: null, position: 0 },
      { id: 2, parent_id: null, position: 1 },
      { id: 21, parent_id: 2, position: 0 },
      { id: 22, parent_id: 2, position: 1 },
      { id: 3, parent_id: 2, position: 2 },
    ]);
  });
});
