import { useRouterState } from "@tanstack/react-router";
import { type KeyboardEvent, useRef, useState } from "react";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import { useDismiss } from "../../lib/use-dismiss";
import type { MenuEntry } from "../../schemas/pages";
import { Icon } from "./icons";

/**
 * The desktop main menu (SPEC §4 "Menu"), a disclosure navigation: each entry with children has
 * a toggle next to its link. One submenu is open at a time; it closes on Escape (focus returns to
 * its toggle), a click outside, focus leaving the menu, a link click and a route change.
 */
export function DesktopMenu({ entries }: { entries: MenuEntry[] }) {
  const t = useT();
  const [openId, setOpenId] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggles = useRef(new Map<number, HTMLButtonElement>());
  const submenus = useRef(new Map<number, HTMLUListElement>());
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenId(null);
  }
  useDismiss(openId !== null, navRef, (reason) => {
    if (reason === "escape" && openId !== null) toggles.current.get(openId)?.focus();
    setOpenId(null);
  });

  function onToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>, id: number) {
    if (event.key !== "ArrowDown") return;
    // Arrow-down opens the submenu and enters it, as in a menu bar.
    event.preventDefault();
    setOpenId(id);
    requestAnimationFrame(() => submenus.current.get(id)?.querySelector("a")?.focus());
  }

  return (
    <nav
      ref={navRef}
      aria-label={t("nav.main")}
      className="main-nav"
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && navRef.current?.contains(event.relatedTarget))) setOpenId(null);
      }}
    >
      <ul className="main-nav__list">
        {entries.map((entry) => {
          const open = openId === entry.id;
          const submenuId = `main-nav-${entry.id}`;
          return (
            <li key={entry.id} className={`main-nav__item${open ? " is-open" : ""}`}>
              <SmartLink href={entry.url} newWindow={entry.is_external} className="main-nav__link">
                {entry.menu_name}
              </SmartLink>
              {entry.children.length > 0 && (
                <>
                  <button
                    ref={(node) => {
                      if (node) toggles.current.set(entry.id, node);
                      else toggles.current.delete(entry.id);
                    }}
                    type="button"
                    className="main-nav__toggle"
                    aria-expanded={open}
                    aria-controls={submenuId}
                    onClick={() => setOpenId(open ? null : entry.id)}
                    onKeyDown={(event) => onToggleKeyDown(event, entry.id)}
                  >
                    <Icon name="chevron" />
                    <span className="visually-hidden">{t("nav.openSubmenu", { name: entry.menu_name })}</span>
                  </button>
                  <ul
                    ref={(node) => {
                      if (node) submenus.current.set(entry.id, node);
                      else submenus.current.delete(entry.id);
                    }}
                    id={submenuId}
                    className="header-dropdown main-nav__submenu"
                    hidden={!open}
                  >
                    {entry.children.map((child) => (
                      <li key={child.id}>
                        <SmartLink href={child.url} newWindow={child.is_external} onClick={() => setOpenId(null)}>
                          {child.menu_name}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
