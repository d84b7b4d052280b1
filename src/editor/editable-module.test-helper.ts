import type { EditableModule, EditablePage } from "../schemas/pages";

/** An editable module for tests: the tree's keys filled in, `fields` on top. */
export function editableModule(id: number, model: string, fields: Partial<EditableModule> = {}): EditableModule {
  return {
    id,
    model,
    slug: null,
    parent: null,
    position: 0,
    column_index: null,
    content_type: "page",
    object_id: 1,
    online_from: null,
    online_to: null,
    revision: 1,
    children: [],
    ...fields,
  };
}

/** The page “Über uns” (id 7, revision 3, online) as the editor reads it, holding `modules`. */
export function editablePage(modules: EditableModule[]): EditablePage {
  return {
    id: 7,
    title: "Über uns",
    urls: { de: "/de/ueber-uns", en: "/en/about" },
    is_online: true,
    revision: 3,
    modules,
  } as unknown as EditablePage;
}
