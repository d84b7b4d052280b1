import type { Lang } from "../../lib/languages";
import type { ModuleModel } from "../../modules/models";
import type { EditablePage } from "../../schemas/pages";
import { useTexts } from "../context";
import { INSERTABLE_MODULES } from "./modules";

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
  },
};

/**
 * SPEC §6 toolbar: the insertable modules, the page's online state and its switch, the page's
 * settings and versions, the page in the other language, and the way out of editing.
 */
export function EditorToolbar({
  lang,
  page,
  onInsert,
  onToggleOnline,
  onSettings,
  onVersions,
  onLeave,
}: {
  lang: Lang;
  page: EditablePage;
  onInsert: (model: ModuleModel) => void;
  onToggleOnline: () => Promise<void>;
  onSettings: () => void;
  onVersions: () => void;
  onLeave: () => void;
}) {
  const text = useTexts(texts);
  const other: Lang = lang === "de" ? "en" : "de";
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={text.toolbar}>
      <details className="editor-toolbar__menu">
        <summary>{text.insert}</summary>
        <ul className="editor-toolbar__modules">
          {INSERTABLE_MODULES.map((entry) => (
            <li key={entry.model}>
              <button type="button" className="editor-button" onClick={() => onInsert(entry.model)}>
                {entry[lang]}
              </button>
            </li>
          ))}
        </ul>
      </details>
      <span className="editor-toolbar__status">
        {text.page}: {page.is_online ? text.online : text.offline}
      </span>
      <button type="button" className="editor-button" onClick={onToggleOnline}>
        {page.is_online ? text.setOffline : text.setOnline}
      </button>
      <button type="button" className="editor-button" onClick={onSettings}>
        {text.settings}
      </button>
      <button type="button" className="editor-button" onClick={onVersions}>
        {text.versions}
      </button>
      <a className="editor-button" href={`${page.urls[other]}?edit`} lang={other} hrefLang={other}>
        {text.otherLanguage}
      </a>
      <button type="button" className="editor-button" onClick={onLeave}>
        {text.leave}
      </button>
    </div>
  );
}
