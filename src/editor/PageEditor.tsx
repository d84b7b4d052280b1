import { useEffect, useMemo, useState } from "react";
import type { Lang } from "../lib/languages";
import { emptyValues, formValuesOf } from "../modules/edit-forms";
import { PageCanvas } from "./canvas/PageCanvas";
import { BilingualHint } from "./checks/BilingualHint";
import { useTexts } from "./context";
import { useFinders } from "./finders";
import { ConflictDialog } from "./modal/ConflictDialog";
import { DeleteDialog } from "./modal/DeleteDialog";
import { ModuleDialog } from "./modal/ModuleDialog";
import { ModuleTypeDialog } from "./modal/ModuleTypeDialog";
import { SectionDialog } from "./modal/SectionDialog";
import { WhereDialog } from "./modal/WhereDialog";
import { CreatePage } from "./page/CreatePage";
import { PageSettingsDialog } from "./page/PageSettingsDialog";
import { RecentChangesDialog } from "./page/RecentChangesDialog";
import { usePageEditor } from "./page/use-page-editor";
import { RichTextEditor } from "./rich-text/RichTextEditor";
import { SkipToEditor } from "./SkipToEditor";
import type { Selection } from "./selection";
import { useOutlineOpen } from "./structure/outline-open";
import { StructurePanel } from "./structure/StructurePanel";
import { EditorToolbar } from "./toolbar/EditorToolbar";
import { moduleName } from "./toolbar/modules";
import { locate, targetsFor } from "./tree";
import { VersionsDialog } from "./VersionsDialog";

const texts = {
  de: {
    edit: (name: string) => `${name} bearbeiten`,
    add: (name: string) => `${name} hinzufügen`,
    loading: "Die Seite wird geladen …",
    failed: "Die Seite konnte nicht geladen werden.",
    retry: "Erneut versuchen",
  },
  en: {
    edit: (name: string) => `Edit ${name}`,
    add: (name: string) => `Add ${name}`,
    loading: "Loading the page …",
    failed: "The page could not be loaded.",
    retry: "Try again",
  },
};

/** The editor of one editable page: toolbar, structure panel and their dialogs (SPEC §2, §4). */
export function PageEditor({
  lang,
  path,
  hash,
  onLeave,
  navigate,
  refreshPage,
}: {
  lang: Lang;
  path: string;
  /** The location's hash: a link to a section this page lacks offers to create it. */
  hash: string;
  onLeave: () => void;
  /** A client-side navigation (to the page's new address after its url changed). */
  navigate: (href: string) => void;
  refreshPage: () => Promise<void>;
}) {
  const text = useTexts(texts);
  const [selection, setSelection] = useState<Selection | null>(null);
  const editor = usePageEditor({
    lang,
    path,
    hash,
    navigate,
    refreshPage,
    onCreated: (id) => setSelection({ kind: "module", id }),
  });
  const { page, modules, dialog, open, close } = editor;
  const finders = useFinders();
  const [outlineOpen, toggleOutline] = useOutlineOpen();
  // A selected module that is gone (deleted, or the page read anew without it) is no longer selected.
  useEffect(() => {
    const id = selection?.kind === "module" ? selection.id : selection?.kind === "column" ? selection.sectionId : null;
    if (id !== null && !locate(modules, id)) setSelection(null);
  }, [modules, selection]);
  const widgets = useMemo(
    () => ({
      RichText: RichTextEditor,
      chooseImage: finders.chooseImage,
      chooseLink: finders.chooseLink,
      chooseEvent: finders.chooseEvent,
    }),
    [finders.chooseImage, finders.chooseLink, finders.chooseEvent],
  );

  if (!page && editor.unread === "missing")
    return <CreatePage lang={lang} path={path} onCreated={editor.pageCreated} onLeave={onLeave} />;
  if (!page && editor.unread === "failed")
    return (
      <p className="editor-loading" role="alert">
        {text.failed}{" "}
        <button type="button" className="editor-button" onClick={() => void editor.load()}>
          {text.retry}
        </button>
      </p>
    );
  if (!page) return <p className="editor-loading">{text.loading}</p>;

  return (
    <>
      <SkipToEditor />
      <PageCanvas
        lang={lang}
        modules={modules}
        selection={selection}
        onSelect={setSelection}
        actions={editor.actions}
      />
      <EditorToolbar
        lang={lang}
        page={page}
        outlineOpen={outlineOpen}
        onToggleOutline={toggleOutline}
        onInsert={(model) => open(model === "section" ? { kind: "section" } : { kind: "where", model })}
        onToggleOnline={editor.toggleOnline}
        onSettings={() => open({ kind: "settings" })}
        onVersions={() => open({ kind: "versions" })}
        onRecent={editor.openRecent}
        onLeave={onLeave}
      />

      <StructurePanel
        lang={lang}
        modules={modules}
        actions={editor.actions}
        selected={selection}
        onSelect={setSelection}
        open={outlineOpen}
        onClose={toggleOutline}
      >
        <BilingualHint page={page} />
      </StructurePanel>
      {finders.finders}

      {dialog.kind === "where" && (
        <WhereDialog
          model={dialog.model}
          targets={targetsFor(modules, dialog.model)}
          lang={lang}
          onChoose={(container) => open({ kind: "module", model: dialog.model, container })}
          onClose={close}
        />
      )}
      {dialog.kind === "type" && (
        <ModuleTypeDialog
          container={dialog.container}
          lang={lang}
          onChoose={(model) => open({ kind: "module", model, container: dialog.container, index: dialog.index })}
          onClose={close}
        />
      )}
      {dialog.kind === "module" && (
        <ModuleDialog
          model={dialog.model}
          title={dialog.module ? text.edit(moduleName(dialog.model, lang)) : text.add(moduleName(dialog.model, lang))}
          initial={dialog.values ?? (dialog.module ? formValuesOf(dialog.module) : emptyValues(dialog.model))}
          stored={dialog.module ? formValuesOf(dialog.module) : emptyValues(dialog.model)}
          widgets={widgets}
          onSave={editor.saveModule}
          onClose={close}
        />
      )}
      {dialog.kind === "section" && (
        <SectionDialog slug={dialog.slug} modules={modules} onCreate={editor.createSection} onClose={close} />
      )}
      {dialog.kind === "delete" && (
        <DeleteDialog module={dialog.module} onDelete={editor.deleteModule} onClose={close} />
      )}
      {dialog.kind === "conflict" && (
        <ConflictDialog
          current={dialog.current}
          mine={dialog.mine}
          labels={dialog.labels}
          onKeepMine={() => editor.keepMine(dialog.model, dialog.current, dialog.mine)}
          onTakeTheirs={editor.takeTheirs}
        />
      )}
      {dialog.kind === "versions" && (
        <VersionsDialog
          lang={lang}
          path={path}
          pageUrl={page.urls[lang]}
          onPreview={navigate}
          onRestored={editor.pageSaved}
          onClose={close}
        />
      )}
      {dialog.kind === "recent" && (
        <RecentChangesDialog changes={editor.changes} onUndo={editor.undo} onClose={close} />
      )}
      {dialog.kind === "settings" && (
        <PageSettingsDialog page={page} path={path} widgets={widgets} onSaved={editor.pageSaved} onClose={close} />
      )}
    </>
  );
}
