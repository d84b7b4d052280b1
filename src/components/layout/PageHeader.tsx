import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./Breadcrumb";

interface PageHeaderProps {
  title: string;
  /** Levels between Home and this page; the page itself is appended. */
  crumbs?: Crumb[];
  /** The page's own (last) crumb when it should not repeat the h1, e.g. a short title beside a long headline. */
  crumbLabel?: string;
  preline?: string;
  /** `magazine` is the magazine headline of the magazine routes (SPEC §2). */
  variant?: "page" | "magazine";
  children?: ReactNode;
}

/**
 * The shared page header (catch-all, events, productions, ensemble and exhibition routes) and
 * the magazine headline: breadcrumb, then the page's one h1.
 */
export function PageHeader({
  title,
  crumbs = [],
  crumbLabel = title,
  preline,
  variant = "page",
  children,
}: PageHeaderProps) {
  return (
    <header className={`page-header page-header--${variant}`}>
      <Breadcrumb items={[...crumbs, { label: crumbLabel }]} />
      {preline && <p className="page-header__preline">{preline}</p>}
      <h1 className="page-header__title">{title}</h1>
      {children}
    </header>
  );
}
