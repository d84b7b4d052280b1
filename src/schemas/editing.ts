import * as v from "valibot";

/** Request bodies of the page editor's writes (SPEC §7, ADR 0020). */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const Index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000));
export const Revision = v.pipe(v.number(), v.integer(), v.minValue(1));

/** An anchor slug: lower-case letters, digits and dashes, as URLs fragments use them. */
export const AnchorSlug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "Use lower-case letters, digits and dashes (at most 80)."),
);

/**
 * Keys of the editor's read that are the tree's, not the module's fields: sent back with a
 * module, they are ignored (`column`, `position`, `parent` are read where a write takes them).
 */
export const STRUCTURAL_KEYS = new Set([
  "id",
  "model",
  "slug",
  "parent",
  "position",
  "column",
  "column_index",
  "content_type",
  "object_id",
  "revision",
  "children",
  "problems",
  "page_id",
  "lang",
]);

/** POST {model}/: a new module in a section's column or a list module, at a position (default: last). */
export const ModuleCreate = v.looseObject({
  parent: Id,
  column: v.optional(v.nullable(Index), null),
  position: v.optional(Index),
});

/** PATCH {model}/{id}/: the fields to change, with the revision they were read at. */
export const ModulePatch = v.looseObject({
  revision: Revision,
  slug: v.optional(v.nullable(AnchorSlug)),
});

/** POST {model}/{id}/move/: the new place; parent null is the page's top level. */
export const ModuleMove = v.object({
  parent: v.nullable(Id),
  column: v.optional(v.nullable(Index), null),
  position: Index,
  revision: v.optional(Revision),
});

/** DELETE {model}/{id}/ and POST {model}/{id}/copy/: the revision the editor saw, when it sends one. */
export const ModuleRevision = v.object({ revision: v.optional(Revision) });

/** POST container/: a new section on a page (SPEC §3: parent null, the page's content type and id). */
export const ContainerCreate = v.object({
  content_type: v.literal("page"),
  object_id: Id,
  slug: AnchorSlug,
  layout: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)), 0),
  position: v.optional(Index),
  extra_class: v.optional(v.nullable(v.string()), null),
});
