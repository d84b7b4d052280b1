import { Link, useNavigate } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, createContext, type ReactNode, type RefObject, useContext } from "react";
import { type EventsFilters, toSearch } from "./url-state";

/**
 * Where the programme's filter state goes: the events page, or the page under the overlay with
 * the overlay's flag kept. Every filter control links to a whole new state (links work before
 * hydration and without JavaScript); the list reads the state back from the URL.
 */
export interface ProgrammeTarget {
  /** Route path (internal, as the router speaks it) the links go to. */
  path: string;
  /** Query kept on every link: `{ overlay: '1' }` in the overlay. */
  keep: Record<string, string | number>;
  /** The scrolling element of the programme; null for the page. */
  scrollRoot: RefObject<HTMLElement | null> | null;
}

export const ProgrammeTargetContext = createContext<ProgrammeTarget>({ path: "/", keep: {}, scrollRoot: null });

export function useProgrammeTarget(): ProgrammeTarget {
  return useContext(ProgrammeTargetContext);
}

function searchOf(target: ProgrammeTarget, filters: EventsFilters): Record<string, string | number> {
  return { ...toSearch(filters), ...target.keep };
}

type FiltersLinkProps = { filters: EventsFilters; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "children"
>;

/**
 * A link to a filter state. The list scrolls itself to the top (SPEC §9: 0.6 s), so the
 * router's instant scroll reset is off; no preloading, as every option would fetch on hover.
 * Without exact matching the router would mark every link whose query is a subset of the
 * current one (a chip, 'Reset filter') as the current page.
 */
export function FiltersLink({ filters, children, ...rest }: FiltersLinkProps) {
  const target = useProgrammeTarget();
  return (
    <Link
      to={target.path}
      search={searchOf(target, filters)}
      // Only the link to exactly the current state counts as the current page.
      activeOptions={{ exact: true }}
      resetScroll={false}
      preload={false}
      {...rest}
    >
      {children}
    </Link>
  );
}

/** Navigates to a filter state from code (the date picker). */
export function useNavigateToFilters(): (filters: EventsFilters) => void {
  const navigate = useNavigate();
  const target = useProgrammeTarget();
  return (filters) => void navigate({ to: target.path, search: searchOf(target, filters), resetScroll: false });
}
