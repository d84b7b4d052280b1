import { useCallback, useEffect, useMemo, useState } from "react";
import type { Lang } from "../../lib/languages";
import { isModuleModel, LIST_CHILDREN } from "../../modules/editing";
import type { ModuleModel } from "../../modules/models";
import type { EditableModule, EditablePage } from "../../schemas/pages";
import { type EditorError, editorPaths, editorRequest } from "../api";
import { useEditor } from "../context";
import { errorsOf } from "../modal/ModuleDialog";
import type { SectionRefusal } from "../modal/SectionDialog";
import type { ModuleActions } from "../selection";
import { type Container, positionAt } from "../tree";
import { useMissingSection } from "./missing-section";

/** The page editor's one open dialog, with what it works on. */
export type PageEditorDialog =
  | { kind: "none" }
  | { kind: "where"; model: ModuleModel }
  | { kind: "type"; container: Container; index?: number }
  | { kind: "module"; model: ModuleModel; module?: EditableModule; container?: Container; index?: number }
  | { kind: "section"; slug?: string }
  | { kind: "delete"; module: EditableModule }
  | { kind: "conflict"; module: EditableModule; current: EditableModule; mine: Record<string, unknown> }
  | { kind: "versions" }
  | { kind: "settings" };

type Answer = { ok: boolean; status: number; body: unknown };

/**
 * The data of one editable page and the writes its editor makes (SPEC §4, §7): the editable
 * read, which dialog is open, and each write followed by the alert and a fresh read of the page.
 */
export function usePageEditor({
  lang,
  path,
  hash,
  navigate,
  refreshPage,
}: {
  lang: Lang;
  path: string;
  hash: string;
  navigate: (href: string) => void;
  refreshPage: () => Promise<void>;
}) {
  const { alert } = useEditor();
  const paths = useMemo(() => editorPaths(lang), [lang]);
  const [page, setPage] = useState<EditablePage | null>(null);
  /** Why the editable read gave no page: none at this path (404: offer to create it), or the read failed. */
  const [unread, setUnread] = useState<"missing" | "failed" | null>(null);
  const [dialog, setDialog] = useState<PageEditorDialog>({ kind: "none" });
  const close = () => setDialog({ kind: "none" });

  const load = useCallback(async () => {
    const answer = await editorRequest<EditablePage>("GET", paths.editablePage(path));
    if (answer.ok) setPage(answer.body);
    // No page here (any more): the editor offers to create one. A failed read keeps what it had.
    else if (answer.status === 404) setPage(null);
    setUnread(answer.ok ? null : answer.status === 404 ? "missing" : "failed");
  }, [paths.editablePage, path]);

  /** A page just created at this address (the not-found offer): read, and shown as visitors see it. */
  const pageCreated = async (created: EditablePage) => {
    const url = created.urls[lang];
    if (url.replace(/\/+$/, "") !== `/${lang}/${path}`.replace(/\/+$/, "")) navigate(`${url}?edit`);
    else await load();
    await refreshPage();
  };

  useEffect(() => {
    void load();
  }, [load]);

  /** After a save: the editable read and the page as visitors see it, both afresh. */
  const saved = useCallback(async () => {
    alert("save");
    await Promise.all([load(), refreshPage()]);
  }, [alert, load, refreshPage]);

  /** After a save answering the page: at its new address in edit mode when its url changed, else read afresh. */
  const pageSaved = async (updated: EditablePage) => {
    close();
    const url = updated.urls[lang];
    if (url === page?.urls[lang]) return saved();
    alert("save");
    navigate(`${url}?edit`);
    await refreshPage();
  };

  useMissingSection(lang, hash, page?.modules ?? null, (slug) => setDialog({ kind: "section", slug }));

  /** A write's answer: saved, or the error alert. */
  const finish = async (answer: Answer) => {
    if (answer.ok) {
      await saved();
      return true;
    }
    alert("error", (answer.body as EditorError | null)?.detail);
    return false;
  };

  const modules = page?.modules ?? [];

  const actions: ModuleActions = {
    edit: (module) => {
      if (isModuleModel(module.model)) setDialog({ kind: "module", model: module.model, module });
    },
    move: async (module, container, index) => {
      const siblings = container.children.filter((child) => child.id !== module.id);
      return finish(
        await editorRequest("POST", paths.moduleAction(module.model, module.id, "move"), {
          parent: container.parent,
          column: container.column,
          position: positionAt(siblings, index),
          revision: module.revision,
        }),
      );
    },
    copy: async (module) => {
      await finish(await editorRequest("POST", paths.moduleAction(module.model, module.id, "copy"), {}));
    },
    remove: (module) => setDialog({ kind: "delete", module }),
    undo: async (module) => {
      await finish(
        await editorRequest("POST", paths.moduleAction(module.model, module.id, "undo"), {
          revision: module.revision,
        }),
      );
    },
    insertAt: (container, index) => {
      // A list takes its one item type; a column, any content module: the editor picks it.
      const holder = container.holder;
      const items = holder && isModuleModel(holder.model) ? (LIST_CHILDREN[holder.model] ?? []) : [];
      const [only] = items;
      if (items.length === 1 && only) setDialog({ kind: "module", model: only, container, index });
      else setDialog({ kind: "type", container, index });
    },
  };

  /** Saves the module dialog's values: the server's field messages, or null (saved, or a 409 opening the conflict view). */
  const saveModule = async (values: Record<string, unknown>): Promise<Record<string, string> | null> => {
    if (dialog.kind !== "module") return null;
    const { module, container, model, index } = dialog;
    const answer = module
      ? await editorRequest<EditableModule>("PATCH", paths.module(model, module.id), {
          ...values,
          revision: module.revision,
        })
      : await editorRequest<EditableModule>("POST", paths.create(model), {
          ...values,
          parent: container?.parent,
          column: container?.column ?? null,
          position: container && index !== undefined ? positionAt(container.children, index) : undefined,
        });
    if (answer.ok) {
      close();
      await saved();
      return null;
    }
    if (answer.status === 409 && module && answer.body?.current) {
      setDialog({ kind: "conflict", module, current: answer.body.current as EditableModule, mine: values });
      return null;
    }
    alert("error", answer.body?.detail);
    return errorsOf(answer.body?.problems);
  };

  const toggleOnline = async () => {
    if (!page) return;
    await finish(
      await editorRequest("PATCH", paths.page(path), { revision: page.revision, is_online: !page.is_online }),
    );
  };

  /**
   * A new section on this page and, given a heading, a Headline module holding it in the
   * section's first column: null once created, else why not (the anchor's refusal at its field).
   */
  const createSection = async (layout: number, slug: string, heading: string): Promise<SectionRefusal | null> => {
    if (!page) return null;
    const section = await editorRequest<EditableModule>("POST", paths.container, {
      content_type: "page",
      object_id: page.id,
      slug,
      layout,
    });
    if (!section.ok) {
      alert("error", section.body?.detail);
      return { field: section.body?.field, message: section.body?.detail ?? "" };
    }
    close();
    const headline = heading
      ? await editorRequest("POST", paths.create("headline"), { parent: section.body.id, column: 0, content: heading })
      : null;
    if (headline && !headline.ok) {
      // The section stands: a refused heading is said, and the page shows the section without it.
      alert("error", headline.body?.detail);
      await Promise.all([load(), refreshPage()]);
    } else await saved();
    return null;
  };

  const deleteModule = async (module: EditableModule) => {
    close();
    await finish(await editorRequest("DELETE", paths.module(module.model, module.id), { revision: module.revision }));
  };

  /** The conflict view's reload: the page itself still shows what it was when this editor opened it. */
  const reload = async () => {
    close();
    await Promise.all([load(), refreshPage()]);
  };

  /** The conflict view's override: the editor's values saved over the revision now stored. */
  const saveMine = async (module: EditableModule, current: EditableModule, mine: Record<string, unknown>) => {
    close();
    await finish(
      await editorRequest("PATCH", paths.module(module.model, module.id), { ...mine, revision: current.revision }),
    );
  };

  return {
    page,
    unread,
    load,
    pageCreated,
    modules,
    dialog,
    open: setDialog,
    close,
    actions,
    saveModule,
    toggleOnline,
    createSection,
    deleteModule,
    reload,
    saveMine,
    pageSaved,
  };
}
