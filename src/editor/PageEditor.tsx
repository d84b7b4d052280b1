import { useMemo, useState } from "react";
import type { Lang } from "../lib/languages";
import { emptyValues, formValuesOf } from "../modules/edit-forms";
import { BilingualHint } from "./checks/BilingualHint";
import { useTexts } from "./context";
import { useFinders } from "./finders";
import { ConflictDialog } from "./modal/ConflictDialog";
import { DeleteDialog } from "./modal/DeleteDialog";
import { ModuleDialog } from "./modal/ModuleDialog";
import { ModuleTypeDialog } from "./modal/ModuleTypeDialog";
import { SectionDialog } from "./modal/SectionDialog";
import { WhereDialog } from "./modal/WhereDialog";
import { PageSettingsDialog } from "./page/PageSettingsDialog";
import { usePageEditor } from "./page/use-page-editor";
import { RichTextEditor } from "./rich-text/RichTextEditor";
import type { Selection } from "./selection";
import { useOutlineOpen } from "./structure/outline-open";
import { StructurePanel } from "./structure/StructurePanel";
import { EditorToolbar } from "./toolbar/EditorToolbar";
import { moduleName } from "./toolbar/modules";
import { targetsFor } from "./tree";
import { VersionsDialog } from "./VersionsDialog";

const texts = {
  de: {
    edit: (name: string) => `${name} bearbeiten`,
    add: (name: string) => `${name} hinzufügen`,
    loading: "Die Seite wird geladen …",
  },
  en: {
    edit: (name: string) => `Edit ${name}`,
    add: (name: string) => `Add ${name}`,
    loading: "Loading the page …",
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
  const editor = usePageEditor({ lang, path, hash, navigate, refreshPage });
  const { page, modules, dialog, open, close } = editor;
  const finders = useFinders();
  const [outlineOpen, toggleOutline] = useOutlineOpen();
  const [selected, setSelected] = useState<Selection | null>(null);
  const widgets = useMemo(
    () => ({
      RichText: RichTextEditor,
      chooseImage: finders.chooseImage,
      chooseLink: finders.chooseLink,
      chooseEvent: finders.chooseEvent,
    }),
    [finders.chooseImage, finders.chooseLink, finders.chooseEvent],
  );

  if (!page) return <p className="editor-loading">{text.loading}</p>;

  return (
    <>
      <EditorToolbar
        lang={lang}
        page={page}
        outlineOpen={outlineOpen}
        onToggleOutline={toggleOutline}
        onInsert={(model) => open(model === "section" ? { kind: "section" } : { kind: "where", model })}
        onToggleOnline={editor.toggleOnline}
        onSettings={() => open({ kind: "settings" })}
        onVersions={() => open({ kind: "versions" })}
        onLeave={onLeave}
      />

      <StructurePanel
        lang={lang}
        modules={modules}
        actions={editor.actions}
        selected={selected}
        onSelect={setSelected}
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
          initial={dialog.module ? formValuesOf(dialog.module) : emptyValues(dialog.model)}
          widgets={widgets}
          onSave={editor.saveModule}
          onClose={close}
        />
      )}
      {dialog.kind === "section" && (
        <SectionDialog slug={dialog.slug} onCreate={editor.createSection} onClose={close} />
      )}
      {dialog.kind === "delete" && (
        <DeleteDialog module={dialog.module} onDelete={editor.deleteModule} onClose={close} />
      )}
      {dialog.kind === "conflict" && (
        <ConflictDialog
          current={dialog.current}
          mine={dialog.mine}
          onReload={editor.reload}
          onSaveMine={() => editor.saveMine(dialog.module, dialog.current, dialog.mine)}
          onClose={close}
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
      {dialog.kind === "settings" && (
        <PageSettingsDialog page={page} path={path} widgets={widgets} onSaved={editor.pageSaved} onClose={close} />
      )}
    </>
  );
}
