import { useEffect, useId, useRef } from "react";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { useDismiss } from "../../lib/use-dismiss";
import type { MenuEntry } from "../../schemas/pages";
import { Icon } from "./icons";
import { SearchBox } from "./SearchBox";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function MenuList({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate: () => void }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <SmartLink href={entry.url} newWindow={entry.is_external} onClick={onNavigate}>
            {entry.menu_name}
          </SmartLink>
          {entry.children.length > 0 && <MenuList entries={entry.children} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

export interface SidePanelProps {
  id: string;
  api: ApiClient;
  primary: MenuEntry[];
  secondary: MenuEntry[];
  side: "left" | "right";
  onClose: () => void;
}

/**
 * The burger menu's side panel (SPEC §2/§4), a modal dialog sliding in from the design
 * setting's side: primary and secondary lists and a search field. Escape, a click outside, a link
 * click and a search close it; focus stays inside while it is open (the header returns it to the
 * burger). Loaded on first use: visitors who never open it do not download it.
 */
export default function SidePanel({ id, api, primary, secondary, side, onClose }: SidePanelProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDismiss(true, panelRef, onClose);

  useEffect(() => {
    closeRef.current?.focus();
    const panel = panelRef.current;
    if (!panel) return;
    const trapTab = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    panel.addEventListener("keydown", trapTab);
    return () => panel.removeEventListener("keydown", trapTab);
  }, []);

  return (
    <div className="side-panel-backdrop">
      <div
        ref={panelRef}
        id={id}
        className={`side-panel side-panel--${side}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="side-panel__head">
          <h2 id={titleId} className="side-panel__title">
            {t("nav.menu")}
          </h2>
          <button ref={closeRef} type="button" className="header-icon-button" onClick={onClose}>
            <Icon name="close" />
            <span className="visually-hidden">{t("nav.closeMenu")}</span>
          </button>
        </div>
        <SearchBox api={api} mode="page" onSubmitted={onClose} />
        <nav aria-label={t("nav.primary")} className="side-panel__primary">
          <MenuList entries={primary} onNavigate={onClose} />
        </nav>
        {secondary.length > 0 && (
          <nav aria-label={t("nav.secondary")} className="side-panel__secondary">
            <MenuList entries={secondary} onNavigate={onClose} />
          </nav>
        )}
      </div>
    </div>
  );
}
