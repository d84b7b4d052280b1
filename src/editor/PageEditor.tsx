import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from "react";
import type { Lang } from "../lib/languages";
import { canHold, isModuleModel, LIST_CHILDREN } from "../modules/editing";
import { emptyValues } from "../modules/edit-forms";
import type { ModuleModel } from "../modules/models";
import { columnPresets } from "../modules/section/schema";
import type { EditableModule, EditablePage } from "../schemas/pages";
import { type EditorError, editorPaths, editorRequest } from "./api";
import { BilingualHint } from "./checks/BilingualHint";
import { useEditor, useTexts } from "./context";
import { useFinders } from "./finders";
import { errorsOf, ModuleDialog } from "./modal/ModuleDialog";
import { RichTextEditor } from "./rich-text/RichTextEditor";
import { useMissingSection } from "./page/missing-section";
import { PageSettingsDialog } from "./page/PageSettingsDialog";
import { containerName } from "./structure/move";
import { type ModuleActions, StructurePanel } from "./structure/StructurePanel";
import { INSERTABLE_MODULES, moduleName } from "./toolbar/modules";
import { type Container, labelOf, positionAt, targetsFor } from "./tree";
import { Dialog } from "./ui/Dialog";
import { FormEnd } from "./ui/FormEnd";
import { VersionsDialog } from "./VersionsDialog";

const texts = {
  de: {
    toolbar: "Werkzeugleiste des Editors",
    insert: "Einfügen",
    page: "Seite",
    online: "Online",
    offline: "Offline",
    setOnline: "Online schalten",
    setOffline: "Offline schalten",
    settings: "Seiteneinstellungen",
    versions: "Versionen",
    otherLanguage: "Englische Seite",
    leave: "Bearbeiten beenden",
    where: (name: string) => `${name} einfügen: wohin?`,
    nowhere: "Auf dieser Seite gibt es keinen Platz für dieses Modul. Legen Sie zuerst eine Sektion an.",
    newSection: "Neue Sektion",
    missingSection: (slug: string) =>
      `Ein Link führt zur Sektion #${slug}, die es noch nicht gibt. Sie können sie hier leer anlegen.`,
    layout: "Spaltenaufteilung",
    anchor: "Anker (für Links auf die Sektion)",
    create: "Anlegen",
    confirmDelete: (label: string) => `„${label}“ mit allem, was darin steht, löschen?`,
    delete: "Löschen",
    cancel: "Abbrechen",
    conflict: "Jemand hat dieses Modul inzwischen gespeichert",
    conflictIntro:
      "Die gespeicherte Fassung und Ihre stehen nebeneinander. Laden Sie neu, oder speichern Sie Ihre darüber.",
    theirs: "Gespeicherte Fassung",
    mine: "Ihre Fassung",
    reload: "Neu laden",
    applyMine: "Meine Fassung speichern",
    edit: (name: string) => `${name} bearbeiten`,
    add: (name: string) => `${name} hinzufügen`,
    loading: "Die Seite wird geladen …",
    notPage: "Diese Seite wird im Backoffice bearbeitet.",
  },
  en: {
    toolbar: "Editor toolbar",
    insert: "Insert",
    page: "Page",
    online: "Online",
    offline: "Offline",
    setOnline: "Put online",
    setOffline: "Take offline",
    settings: "Page settings",
    versions: "Versions",
    otherLanguage: "German page",
    leave: "Stop editing",
    where: (name: string) => `Insert ${name}: where?`,
    nowhere: "This page has no place for this module. Create a section first.",
    newSection: "New section",
    missingSection: (slug: string) =>
      `A link leads to the section #${slug}, which does not exist yet. You can create it here, empty.`,
    layout: "Column layout",
    anchor: "Anchor (for links to the section)",
    create: "Create",
    confirmDelete: (label: string) => `Delete “${label}” with everything in it?`,
    delete: "Delete",
    cancel: "Cancel",
    conflict: "Someone saved this module in the meantime",
    conflictIntro: "The saved version and yours are shown side by side. Reload, or save yours over it.",
    theirs: "Saved version",
    mine: "Your version",
    reload: "Reload",
    applyMine: "Save my version",
    edit: (name: string) => `Edit ${name}`,
    add: (name: string) => `Add ${name}`,
    loading: "Loading the page …",
    notPage: "This page is edited in the back office.",
  },
};

type Dialogs =
  | { kind: "none" }
  | { kind: "where"; model: ModuleModel }
  | { kind: "type"; container: Container }
  | { kind: "module"; model: ModuleModel; module?: EditableModule; container?: Container }
  | { kind: "section"; slug?: string }
  | { kind: "delete"; module: EditableModule }
  | { kind: "conflict"; module: EditableModule; current: EditableModule; mine: Record<string, unknown> }
  | { kind: "versions" }
  | { kind: "settings" };

/** The fields of a module as its form edits them: the stored ones, without the tree's keys. */
function fieldsOf(module: EditableModule): Record<string, unknown> {
  const {
    id,
    slug,
    model,
    parent,
    position,
    column_index,
    content_type,
    object_id,
    revision,
    children,
    columns,
    problems,
    ...fields
  } = module;
  return fields;
}

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
  const { alert } = useEditor();
  const text = useTexts(texts);
  const paths = useMemo(() => editorPaths(lang), [lang]);
  const finders = useFinders();
  const widgets = useMemo(
    () => ({
      RichText: RichTextEditor,
      chooseImage: finders.chooseImage,
      chooseLink: finders.chooseLink,
      chooseEvent: finders.chooseEvent,
    }),
    [finders.chooseImage, finders.chooseLink, finders.chooseEvent],
  );
  const [page, setPage] = useState<EditablePage | null>(null);
  const [dialog, setDialog] = useState<Dialogs>({ kind: "none" });
  const close = () => setDialog({ kind: "none" });

  const load = useCallback(async () => {
    const answer = await editorRequest<EditablePage>("GET", paths.editablePage(path));
    if (answer.ok) setPage(answer.body);
  }, [paths.editablePage, path]);

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

  /** A write's answer: saved, or the error alert (a 409 on a module opens the conflict view). */
  const finish = async (answer: { ok: boolean; status: number; body: unknown }) => {
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
    insertInto: (container) => {
      // A list takes its one item type; a column, any content module: the editor picks it.
      const holder = container.holder;
      const items = holder && isModuleModel(holder.model) ? (LIST_CHILDREN[holder.model] ?? []) : [];
      const [only] = items;
      if (items.length === 1 && only) setDialog({ kind: "module", model: only, container });
      else setDialog({ kind: "type", container });
    },
  };

  const saveModule = async (values: Record<string, unknown>): Promise<Record<string, string> | null> => {
    if (dialog.kind !== "module") return null;
    const { module, container, model } = dialog;
    const answer = module
      ? await editorRequest<EditableModule>("PATCH", paths.module(model, module.id), {
          ...values,
          revision: module.revision,
        })
      : await editorRequest<EditableModule>("POST", paths.create(model), {
          ...values,
          parent: container?.parent,
          column: container?.column ?? null,
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

  if (!page) return <p className="editor-loading">{text.loading}</p>;
  const other: Lang = lang === "de" ? "en" : "de";

  return (
    <>
      <div className="editor-toolbar" role="toolbar" aria-label={text.toolbar}>
        <details className="editor-toolbar__menu">
          <summary>{text.insert}</summary>
          <ul className="editor-toolbar__modules">
            {INSERTABLE_MODULES.map((entry) => (
              <li key={entry.model}>
                <button
                  type="button"
                  className="editor-button"
                  onClick={() =>
                    setDialog(entry.model === "section" ? { kind: "section" } : { kind: "where", model: entry.model })
                  }
                >
                  {entry[lang]}
                </button>
              </li>
            ))}
          </ul>
        </details>
        <span className="editor-toolbar__status">
          {text.page}: {page.is_online ? text.online : text.offline}
        </span>
        <button
          type="button"
          className="editor-button"
          onClick={async () =>
            finish(
              await editorRequest("PATCH", paths.page(path), { revision: page.revision, is_online: !page.is_online }),
            )
          }
        >
          {page.is_online ? text.setOffline : text.setOnline}
        </button>
        <button type="button" className="editor-button" onClick={() => setDialog({ kind: "settings" })}>
          {text.settings}
        </button>
        <button type="button" className="editor-button" onClick={() => setDialog({ kind: "versions" })}>
          {text.versions}
        </button>
        <a className="editor-button" href={`${page.urls[other]}?edit`} lang={other} hrefLang={other}>
          {text.otherLanguage}
        </a>
        <button type="button" className="editor-button" onClick={onLeave}>
          {text.leave}
        </button>
      </div>

      <StructurePanel lang={lang} modules={modules} actions={actions}>
        <BilingualHint page={page} />
      </StructurePanel>
      {finders.finders}

      {dialog.kind === "where" && (
        <WhereDialog
          title={text.where(moduleName(dialog.model, lang))}
          targets={targetsFor(modules, dialog.model)}
          lang={lang}
          onChoose={(container) => setDialog({ kind: "module", model: dialog.model, container })}
          onClose={close}
        />
      )}
      {dialog.kind === "type" && (
        <Dialog open title={text.insert} onClose={close}>
          <ul className="editor-choices">
            {INSERTABLE_MODULES.filter((entry) => canHold(dialog.container.holder?.model ?? null, entry.model)).map(
              (entry) => (
                <li key={entry.model}>
                  <button
                    type="button"
                    className="editor-button"
                    onClick={() => setDialog({ kind: "module", model: entry.model, container: dialog.container })}
                  >
                    {entry[lang]}
                  </button>
                </li>
              ),
            )}
          </ul>
        </Dialog>
      )}
      {dialog.kind === "module" && (
        <ModuleDialog
          model={dialog.model}
          title={dialog.module ? text.edit(moduleName(dialog.model, lang)) : text.add(moduleName(dialog.model, lang))}
          initial={dialog.module ? fieldsOf(dialog.module) : emptyValues(dialog.model)}
          widgets={widgets}
          onSave={saveModule}
          onClose={close}
        />
      )}
      {dialog.kind === "section" && (
        <SectionDialog
          slug={dialog.slug}
          onCreate={async (layout, slug) => {
            const answer = await editorRequest("POST", paths.container, {
              content_type: "page",
              object_id: page.id,
              slug,
              layout,
            });
            if (answer.ok) close();
            await finish(answer);
            return answer.ok ? null : (answer.body?.detail ?? "");
          }}
          onClose={close}
        />
      )}
      {dialog.kind === "delete" && (
        <Dialog open title={text.delete} onClose={close}>
          <p>{text.confirmDelete(labelOf(dialog.module, lang))}</p>
          <p className="editor-form__actions">
            <button
              type="button"
              className="editor-button editor-button--danger"
              data-autofocus
              onClick={async () => {
                const { module } = dialog;
                close();
                await finish(
                  await editorRequest("DELETE", paths.module(module.model, module.id), { revision: module.revision }),
                );
              }}
            >
              {text.delete}
            </button>
            <button type="button" className="editor-button" onClick={close}>
              {text.cancel}
            </button>
          </p>
        </Dialog>
      )}
      {dialog.kind === "conflict" && (
        <Dialog open title={text.conflict} onClose={close} wide>
          <p>{text.conflictIntro}</p>
          <div className="editor-conflict">
            <section aria-label={text.theirs}>
              <h3>{text.theirs}</h3>
              <FieldList fields={fieldsOf(dialog.current)} />
            </section>
            <section aria-label={text.mine}>
              <h3>{text.mine}</h3>
              <FieldList fields={dialog.mine} />
            </section>
          </div>
          <p className="editor-form__actions">
            <button
              type="button"
              className="editor-button"
              onClick={async () => {
                close();
                // The page itself still shows what it was when this editor opened it.
                await Promise.all([load(), refreshPage()]);
              }}
            >
              {text.reload}
            </button>
            <button
              type="button"
              className="editor-button editor-button--primary"
              onClick={async () => {
                const { module, current, mine } = dialog;
                close();
                await finish(
                  await editorRequest("PATCH", paths.module(module.model, module.id), {
                    ...mine,
                    revision: current.revision,
                  }),
                );
              }}
            >
              {text.applyMine}
            </button>
          </p>
        </Dialog>
      )}
      {dialog.kind === "versions" && (
        <VersionsDialog
          lang={lang}
          path={path}
          pageUrl={page.urls[lang]}
          onPreview={navigate}
          onRestored={pageSaved}
          onClose={close}
        />
      )}
      {dialog.kind === "settings" && (
        <PageSettingsDialog page={page} path={path} widgets={widgets} onSaved={pageSaved} onClose={close} />
      )}
    </>
  );
}

function FieldList({ fields }: { fields: Record<string, unknown> }) {
  return (
    <dl className="editor-conflict__fields">
      {Object.entries(fields)
        .filter(([, value]) => typeof value === "string" || typeof value === "number" || typeof value === "boolean")
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
    </dl>
  );
}

function WhereDialog({
  title,
  targets,
  lang,
  onChoose,
  onClose,
}: {
  title: string;
  targets: Container[];
  lang: Lang;
  onChoose: (container: Container) => void;
  onClose: () => void;
}) {
  const text = useTexts(texts);
  return (
    <Dialog open title={title} onClose={onClose}>
      {targets.length === 0 ? (
        <p>{text.nowhere}</p>
      ) : (
        <ul className="editor-choices">
          {targets.map((container) => (
            <li key={container.key}>
              <button type="button" className="editor-button" onClick={() => onChoose(container)}>
                {containerName(container, lang)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/**
 * SPEC §3: a new section with one of the six column presets and an anchor slug (`slug`: the
 * missing section a link asked for, SPEC §4).
 */
function SectionDialog({
  slug,
  onCreate,
  onClose,
}: {
  slug?: string;
  onCreate: (layout: number, slug: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const text = useTexts(texts);
  const id = useId();
  const [error, setError] = useState("");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const refused = await onCreate(Number(data.get("layout") ?? 0), String(data.get("slug") ?? ""));
    setError(refused ?? "");
  };
  return (
    <Dialog open title={text.newSection} onClose={onClose}>
      <form className="editor-form" onSubmit={submit}>
        {slug && <p>{text.missingSection(slug)}</p>}
        <fieldset className="editor-field">
          <legend>{text.layout}</legend>
          {columnPresets.map((preset, index) => (
            <label key={preset} className="editor-choice">
              <input type="radio" name="layout" value={index} defaultChecked={index === 0} /> {preset}
            </label>
          ))}
        </fieldset>
        <p className="editor-field">
          <label htmlFor={`${id}-slug`}>{text.anchor}</label>
          <input
            id={`${id}-slug`}
            name="slug"
            defaultValue={slug}
            required
            pattern="[a-z0-9][a-z0-9\-]{0,79}"
            aria-describedby={`${id}-error`}
          />
        </p>
        <FormEnd
          message={error}
          messageId={`${id}-error`}
          submit={text.create}
          cancel={text.cancel}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
