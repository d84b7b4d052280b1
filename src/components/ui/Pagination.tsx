import type { ReactNode } from "react";
import { useT } from "../../i18n/use-lang";

/** Props Pagination gives each page link; spread them onto the router's `<Link>`. */
export interface PageLinkProps {
  children: ReactNode;
  /**
   * Only the link to exactly this URL is the current page: by default the router would also mark
   * page 1 (no `page` in the query) as active on every page.
   */
  activeOptions: { exact: true };
  rel?: "prev" | "next";
  "aria-label"?: string;
  "aria-current"?: "page";
  className?: string;
}

interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /**
   * Renders the link to a page: the caller knows its route, so the link stays typed
   * (`<Link to="/$lang/events" search={{ ...search, page }} {...props} />`).
   */
  renderLink: (page: number, props: PageLinkProps) => ReactNode;
}

const exact = { exact: true } as const;

type Slot = number | "gap-start" | "gap-end";

/** First, last, and the current page with its neighbours; gaps where pages are left out. */
export function pageSlots(page: number, pageCount: number): Slot[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: Slot[] = [];
  for (const n of sorted) {
    const previous = slots[slots.length - 1];
    if (typeof previous === "number" && n - previous > 1) slots.push(previous === 1 ? "gap-start" : "gap-end");
    slots.push(n);
  }
  return slots;
}

/** Page count of a paged envelope. */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Previous / numbered / next links of a paged list; nothing when there is one page only. */
export function Pagination({ page, pageCount, renderLink }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("pagination.label")} className="pagination">
      <ul>
        {page > 1 && (
          <li className="pagination__previous">
            {renderLink(page - 1, { rel: "prev", children: t("pagination.previous"), activeOptions: exact })}
          </li>
        )}
        {pageSlots(page, pageCount).map((slot) =>
          typeof slot === "number" ? (
            <li key={slot}>
              {renderLink(slot, {
                children: slot,
                activeOptions: exact,
                "aria-label": t("pagination.page", { n: slot }),
                "aria-current": slot === page ? "page" : undefined,
              })}
            </li>
          ) : (
            <li key={slot} aria-hidden="true">
              …
            </li>
          ),
        )}
        {page < pageCount && (
          <li className="pagination__next">
            {renderLink(page + 1, { rel: "next", children: t("pagination.next"), activeOptions: exact })}
          </li>
        )}
      </ul>
    </nav>
  );
}
