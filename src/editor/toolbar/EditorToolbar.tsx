import type { Lang } from "../../lib/languages";
import type { ModuleModel } from "../../modules/models";
import type { EditablePage } from "../../schemas/pages";
import { useTexts } from "../context";
import { OUTLINE_ID } from "../structure/outline-open";
import { MenuButton, type MenuEntry } from "../ui/Menu";
import { INSERTABLE_MODULES } from "./modules";

const texts = {
  de: {
    toolbar: "Werkzeugleiste des Editors",
    insert: "Einfügen",
    outline: "Gliederung",
    page: (online: boolean) => `Seite: ${online ? "Online" : "Offline"}`,
    state: (online: boolean) => (online ? "Online" : "Offline"),
    setOnline: "Online schalten",
    setOffline: "Offline schalten",
    settings: "Seiteneinstellungen",
    versions: "Versionen",
    recent: "Letzte Änderungen",
    otherLanguage: "Englische Seite",
    leave: "Bearbeiten beenden",
    leaveShort: "Beenden",
  },
  en: {
    toolbar: "Editor toolbar",
    insert: "Insert",
    outline: "Outline",
    page: (online: boolean) => `Page: ${online ? "online" : "offline"}`,
    state: (online: boolean) => (online ? "Online" : "Offline"),
    setOnline: "Put online",
    setOffline: "Take offline",
    settings: "Page settings",
    versions: "Versions",
    recent: "Recent changes",
    otherLanguage: "German page",
    leave: "Stop editing",
    leaveShort: "Stop",
  },
};

/**
 * SPEC §6 toolbar, one row: the insertable modules (a menu that closes once one is chosen), the
 * outline's toggle, the page's menu (its online state in the button; the switch, settings,
 * versions, recent changes, the page in the other language) and the way out of editing.
 */
export function EditorToolbar({
  lang,
  page,
  outlineOpen,
  onToggleOutline,
  onInsert,
  onToggleOnline,
  onSettings,
  onVersions,
  onRecent,
  onLeave,
}: {
  lang: Lang;
  page: EditablePage;
  outlineOpen: boolean;
  onToggleOutline: () => void;
  onInsert: (model: ModuleModel) => void;
  onToggleOnline: () => Promise<void>;
  onSettings: () => void;
  onVersions: () => void;
  /** The page's recent changes; without it the menu offers none. */
  onRecent?: () => void;
  onLeave: () => void;
}) {
  const text = useTexts(texts);
  const other: Lang = lang === "de" ? "en" : "de";
  const pageEntries: MenuEntry[] = [
    { label: page.is_online ? text.setOffline : text.setOnline, onSelect: () => void onToggleOnline() },
    { label: text.settings, onSelect: onSettings },
    { label: text.versions, onSelect: onVersions },
    ...(onRecent ? [{ label: text.recent, onSelect: onRecent }] : []),
    { label: text.otherLanguage, href: `${page.urls[other]}?edit`, hrefLang: other },
  ];
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={text.toolbar}>
      <MenuButton
        label={text.insert}
        entries={INSERTABLE_MODULES.map((entry) => ({ label: entry[lang], onSelect: () => onInsert(entry.model) }))}
        menuClassName="editor-menu--palette"
      />
      <button
        type="button"
        className="editor-button"
        aria-expanded={outlineOpen}
        aria-controls={OUTLINE_ID}
        onClick={onToggleOutline}
      >
        {text.outline}
      </button>
      <MenuButton
        label={text.page(page.is_online)}
        entries={pageEntries}
        className="editor-button editor-toolbar__page"
      >
        <Words full={text.page(page.is_online)} short={text.state(page.is_online)} />
      </MenuButton>
      <button type="button" className="editor-button" aria-label={text.leave} onClick={onLeave}>
        <Words full={text.leave} short={text.leaveShort} />
      </button>
    </div>
  );
}

/**
 * A control's words: in full, or on a phone the short ones, which its accessible name (the full
 * words, set by the control) contains.
 */
function Words({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="editor-toolbar__full">{full}</span>
      <span className="editor-toolbar__short">{short}</span>
    </>
  );
}
