import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Lang } from "../../lib/languages";
import { isModuleModel, LIST_CHILDREN } from "../../modules/editing";
import type { ModuleModel } from "../../modules/models";
import type { EditableModule, EditablePage } from "../../schemas/pages";
import { type EditorError, editorPaths, editorRequest } from "../api";
import { type AlertAction, useEditor, useTexts } from "../context";
import { errorsOf } from "../modal/ModuleDialog";
import type { SectionRefusal } from "../modal/SectionDialog";
import type { ModuleActions } from "../selection";
import { type Container, labelOf, positionAt } from "../tree";
import { useMissingSection } from "./missing-section";
import { type ChangeAction, type ChangedSection, changedSection, newestOf, type RecentChange } from "./recent-changes";

/** The page editor's one open dialog, with what it works on. */
export type PageEditorDialog =
  | { kind: "none" }
  | { kind: "where"; model: ModuleModel }
  | { kind: "type"; container: Container; index?: number }
  | {
      kind: "module";
      model: ModuleModel;
      module?: EditableModule;
      container?: Container;
      index?: number;
      /** The form's values when they are not the module's own: the editor's, kept through a conflict. */
      values?: Record<string, unknown>;
    }
  | { kind: "section"; slug?: string }
  | { kind: "delete"; module: EditableModule }
  | {
      kind: "conflict";
      model: ModuleModel;
      current: EditableModule;
      mine: Record<string, unknown>;
      /** The form's labels of the fields, to name them as the editor saw them. */
      labels: Record<string, string>;
    }
  | { kind: "versions" }
  | { kind: "settings" }
  | { kind: "recent" };

type Answer = { ok: boolean; status: number; body: unknown };

/**
 * The data of one editable page and the writes its editor makes (SPEC §4, §7): the editable
 * read, which dialog is open, and each write followed by the alert and a fresh read of the page.
 * Each save of the session goes onto the recent changes, which undo a section's save from.
 */
export function usePageEditor({
  lang,
  path,
  hash,
  navigate,
  refreshPage,
  onCreated,
}: {
  lang: Lang;
  path: string;
  hash: string;
  navigate: (href: string) => void;
  refreshPage: () => Promise<void>;
  /** A module this editor added, once the page shows it (the editor selects it there). */
  onCreated?: (id: number) => void;
}) {
  const { alert } = useEditor();
  const text = useTexts({ de: { undo: "Rückgängig" }, en: { undo: "Undo" } });
  const paths = useMemo(() => editorPaths(lang), [lang]);
  const [page, setPage] = useState<EditablePage | null>(null);
  /** Why the editable read gave no page: none at this path (404: offer to create it), or the read failed. */
  const [unread, setUnread] = useState<"missing" | "failed" | null>(null);
  const [dialog, setDialog] = useState<PageEditorDialog>({ kind: "none" });
  const close = () => setDialog({ kind: "none" });
  const [changes, setChanges] = useState<RecentChange[]>([]);
  const sequence = useRef(0);
  /** The page as last read: an undo from the alert runs after later reads. */
  const latestPage = useRef(page);
  latestPage.current = page;

  // The page being edited now: a read (or an undo's read) of a page the editor has left since is dropped.
  const current = useRef(path);
  current.current = path;
  const load = useCallback(async () => {
    const answer = await editorRequest<EditablePage>("GET", paths.editablePage(path));
    if (current.current !== path) return;
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
  const saved = useCallback(
    async (action?: AlertAction) => {
      alert("save", undefined, action);
      await Promise.all([load(), refreshPage()]);
    },
    [alert, load, refreshPage],
  );

  /** Notes a save of this session among the recent changes. */
  const record = (action: ChangeAction, subject: string, section: ChangedSection | null) => {
    sequence.current += 1;
    const change = { seq: sequence.current, path, action, subject, section, undone: false };
    setChanges((before) => [change, ...before]);
  };

  /**
   * Puts the newest backup of `section` back (ADR 0020): at the revision of the section as last
   * read, any for a deleted one (the server has no row to compare it with). The save it took
   * back is marked undone.
   */
  const undoSection = async (section: ChangedSection, subject: string) => {
    const live = latestPage.current?.modules.find((module) => module.id === section.id);
    const answer = await editorRequest("POST", paths.moduleAction(section.model, section.id, "undo"), {
      revision: live?.revision ?? 1,
    });
    if (!answer.ok) {
      alert("error", (answer.body as EditorError | null)?.detail);
      return false;
    }
    setChanges((before) => {
      const taken = newestOf(before, section.id);
      return before.map((change) => (change === taken ? { ...change, undone: true } : change));
    });
    record("undo", subject, null);
    await saved();
    return true;
  };

  /** After a save answering the page: at its new address in edit mode when its url changed, else read afresh. */
  const pageSaved = async (updated: EditablePage) => {
    close();
    const url = updated.urls[lang];
    record("page", "", null);
    if (url === page?.urls[lang]) return saved();
    alert("save");
    navigate(`${url}?edit`);
    await refreshPage();
  };

  useMissingSection(lang, hash, page?.modules ?? null, (slug) => setDialog({ kind: "section", slug }));

  /** A write's answer: noted among the recent changes and saved, or the error alert. */
  const finish = async (answer: Answer, change: Parameters<typeof record>) => {
    if (answer.ok) {
      record(...change);
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
        ["move", labelOf(module, lang), changedSection(modules, module.id)],
      );
    },
    copy: async (module) => {
      await finish(await editorRequest("POST", paths.moduleAction(module.model, module.id, "copy"), {}), [
        "copy",
        labelOf(module, lang),
        // A copied section stands beside the original: no section changed, nothing to undo.
        module.parent === null ? null : changedSection(modules, module.id),
      ]);
    },
    remove: (module) => setDialog({ kind: "delete", module }),
    undo: async (module) => {
      await undoSection(changedSection(modules, module.id) ?? module, labelOf(module, lang));
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

  /**
   * Saves the module dialog's values: the server's field messages, or null (saved, or a 409
   * opening the conflict view while the page is read again, so it shows the other editor's text).
   */
  const saveModule = async (
    values: Record<string, unknown>,
    labels: Record<string, string>,
  ): Promise<Record<string, string> | null> => {
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
      const where = module?.id ?? container?.parent;
      record(
        module ? "edit" : "create",
        labelOf(answer.body ?? module, lang),
        where === undefined || where === null ? null : changedSection(modules, where),
      );
      await saved();
      if (!module) onCreated?.(answer.body.id);
      return null;
    }
    if (answer.status === 409 && module && answer.body?.current) {
      setDialog({ kind: "conflict", model, current: answer.body.current as EditableModule, mine: values, labels });
      await Promise.all([load(), refreshPage()]);
      return null;
    }
    alert("error", answer.body?.detail);
    return errorsOf(answer.body?.problems);
  };

  const toggleOnline = async () => {
    if (!page) return;
    await finish(
      await editorRequest("PATCH", paths.page(path), { revision: page.revision, is_online: !page.is_online }),
      [page.is_online ? "offline" : "online", "", null],
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
    // A new section has no earlier state to go back to: the server takes no backup.
    record("create", labelOf(section.body, lang), null);
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

  /** Deletes the module; the saved alert offers its undo (the section's backup holds it). */
  const deleteModule = async (module: EditableModule) => {
    close();
    const answer = await editorRequest<{ deleted: number; section: number | null }>(
      "DELETE",
      paths.module(module.model, module.id),
      { revision: module.revision },
    );
    if (!answer.ok) {
      alert("error", (answer.body as EditorError | null)?.detail);
      return;
    }
    const sectionId = answer.body.section;
    const section =
      sectionId === null
        ? null
        : { id: sectionId, model: modules.find((top) => top.id === sectionId)?.model ?? module.model };
    const subject = labelOf(module, lang);
    record("delete", subject, section);
    await saved(section ? { label: text.undo, run: () => void undoSection(section, subject) } : undefined);
  };

  /** The conflict view's "keep mine" (and its ×): the form again, with the editor's values at the stored revision. */
  const keepMine = (model: ModuleModel, current: EditableModule, mine: Record<string, unknown>) =>
    setDialog({ kind: "module", model, module: current, values: mine });

  /** The conflict view's "take theirs": the editor's values dropped, the page read again. */
  const takeTheirs = async () => {
    close();
    await Promise.all([load(), refreshPage()]);
  };

  return {
    page,
    unread,
    load,
    pageCreated,
    modules,
    dialog,
    open: setDialog,
    /** Opens the recent changes (the toolbar's button). */
    openRecent: () => setDialog({ kind: "recent" }),
    close,
    actions,
    saveModule,
    toggleOnline,
    createSection,
    deleteModule,
    keepMine,
    takeTheirs,
    pageSaved,
    /** This session's saves on this page, newest first. */
    changes: changes.filter((change) => change.path === path),
    undo: (change: RecentChange) =>
      change.section ? undoSection(change.section, change.subject) : Promise.resolve(false),
  };
}
