import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/** One entry of a menu: an action, or a link (`href`) to another page. */
export interface MenuEntry {
  label: string;
  onSelect?: () => void;
  href?: string;
  /** The language of the page a link leads to. */
  hrefLang?: string;
  disabled?: boolean;
  /** Marks the entry for finding it again (e.g. a test or a refocus). */
  name?: string;
}

/** Space kept between a menu and the viewport's edges, in px. */
const EDGE = 8;

/**
 * The menu button pattern (WAI-ARIA APG): the button opens a menu of entries; arrow keys, Home
 * and End move between them, Escape closes it and focus returns to the button, choosing an entry
 * closes it before the entry acts (so a dialog the entry opens takes focus). The menu is placed
 * beside the button in the viewport, where it has room, and scrolls inside when it has not; it
 * shows in the top layer (a popover), above the editor's fixed bars.
 */
export function MenuButton({
  label,
  children,
  entries,
  className = "editor-button",
  menuClassName,
  buttonRef,
  control,
}: {
  /** The button's accessible name (its visible text is `children`, or the label). */
  label: string;
  children?: ReactNode;
  entries: readonly MenuEntry[];
  className?: string;
  /** A further class for the menu (e.g. a grid of many entries). */
  menuClassName?: string;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** Marks the button for finding it again. */
  control?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const menu = useRef<HTMLDivElement>(null);
  // Which entry takes focus when the menu opens: the first, or the last (opened with Arrow Up).
  const [startAt, setStartAt] = useState<"first" | "last">("first");

  const items = useCallback(
    () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [])],
    [],
  );
  const close = useCallback(
    (refocus: boolean) => {
      setOpen(false);
      if (refocus) button.current?.focus();
    },
    [button],
  );

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const anchor = button.current?.getBoundingClientRect();
      const list = menu.current;
      if (!anchor || !list) return;
      placeMenu(list, anchor);
    };
    // In the top layer, the menu shows above the outline and the toolbar it may reach over.
    if (menu.current?.isConnected && typeof menu.current.showPopover === "function") menu.current.showPopover();
    place();
    const found = items();
    (startAt === "last" ? found.at(-1) : found[0])?.focus();
    window.addEventListener("resize", place);
    // Scrolling the page or the outline moves the button: the menu follows it.
    window.addEventListener("scroll", place, { capture: true, passive: true });
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, { capture: true });
    };
  }, [open, startAt, items, button]);

  // A click anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, close, button]);

  const openAt = (where: "first" | "last") => {
    setStartAt(where);
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowUp" ? "last" : "first");
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const found = items();
    const at = found.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => found[(index + found.length) % found.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        focus(at + 1);
        break;
      case "ArrowUp":
        focus(at - 1);
        break;
      case "Home":
        focus(0);
        break;
      case "End":
        focus(found.length - 1);
        break;
      case "Escape":
        close(true);
        break;
      case "Tab":
        // Focus moves on from the button's place; the menu does not stay open behind it.
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const choose = (entry: MenuEntry) => {
    close(true);
    entry.onSelect?.();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={children === undefined ? undefined : label}
        data-control={control}
        onClick={() => (open ? close(false) : openAt("first"))}
        onKeyDown={onButtonKey}
      >
        {children ?? label}
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          popover="manual"
          role="menu"
          aria-label={label}
          className={menuClassName ? `editor-menu ${menuClassName}` : "editor-menu"}
          onKeyDown={onMenuKey}
        >
          {entries.map((entry) =>
            entry.href ? (
              <a
                key={entry.label}
                role="menuitem"
                tabIndex={-1}
                className="editor-menu__item"
                href={entry.href}
                lang={entry.hrefLang}
                hrefLang={entry.hrefLang}
                data-entry={entry.name}
              >
                {entry.label}
              </a>
            ) : (
              <button
                key={entry.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="editor-menu__item"
                disabled={entry.disabled}
                data-entry={entry.name}
                onClick={() => choose(entry)}
              >
                {entry.label}
              </button>
            ),
          )}
        </div>
      )}
    </>
  );
}

/**
 * Places a fixed menu by its button: below it when it fits there or has more room there than
 * above, else above; within the viewport sideways, aligned with the button's start where it can.
 */
function placeMenu(list: HTMLElement, anchor: DOMRect): void {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const below = height - anchor.bottom - EDGE;
  const above = anchor.top - EDGE;
  list.style.maxWidth = `${width - 2 * EDGE}px`;
  list.style.maxHeight = "";
  const downward = list.scrollHeight <= below || below >= above;
  list.style.maxHeight = `${Math.max(downward ? below : above, 0)}px`;
  list.style.top = downward ? `${anchor.bottom}px` : "";
  list.style.bottom = downward ? "" : `${height - anchor.top}px`;
  const left = Math.min(anchor.left, width - list.offsetWidth - EDGE);
  list.style.left = `${Math.max(left, EDGE)}px`;
}
