import { type MouseEvent, useEffect, useState } from "react";
import type * as v from "valibot";
import { useT } from "../../i18n/use-lang";
import { scrollToElement } from "../../lib/hash-scroll";
import type { LinkModule } from "../link/schema";
import type { ModuleNode, ModuleViewProps } from "../types";
import type { AnchorListModule } from "./schema";

/** SPEC §9: a section counts as the current one once its top is within 600 px of the viewport top. */
const ANCHOR_LIST_OFFSET = 600;

interface AnchorLink {
  id: number;
  text: string;
  target: string;
}

/** The children that are links to an anchor on this page ('#id'). */
export function anchorLinks(children: ModuleNode[]): AnchorLink[] {
  const links: AnchorLink[] = [];
  for (const child of children) {
    // Children come checked by the server (schemas.ts), so a link child has its link's fields.
    if (child.model !== "link") continue;
    const link = child as unknown as v.InferOutput<typeof LinkModule>;
    const href = link.link_url || link.link || "";
    if (/^#[^\s#]+$/.test(href)) links.push({ id: child.id, text: link.link_text, target: href.slice(1) });
  }
  return links;
}

/** The last target whose top has passed the offset line; the first while none has. */
function currentTarget(targets: string[]): string | null {
  let current: string | null = null;
  for (const id of targets) {
    const element = document.getElementById(id);
    if (!element) continue;
    if (current === null || element.getBoundingClientRect().top <= ANCHOR_LIST_OFFSET) current = id;
  }
  return current;
}

export function AnchorListView({ data, node }: ModuleViewProps<v.InferOutput<typeof AnchorListModule>>) {
  const t = useT();
  const links = anchorLinks(node.children ?? []);
  const targets = links.map((link) => link.target).join(" ");
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    const ids = targets.split(" ");
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(currentTarget(ids)));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
    };
  }, [targets]);

  // In-page jumps: scroll below the header (SPEC's 130 px) and move focus to the section.
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    scrollToElement(target);
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    setCurrent(id);
  };

  if (links.length === 0) return null;
  return (
    <nav
      className={data.sticky ? "module-anchor-list module-anchor-list--sticky" : "module-anchor-list"}
      aria-label={t("modules.anchorList.label")}
    >
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.target}`}
              aria-current={current === link.target ? "location" : undefined}
              onClick={(event) => jump(event, link.target)}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
