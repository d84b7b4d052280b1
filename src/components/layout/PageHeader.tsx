import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./Breadcrumb";

interface PageHeaderProps {
  title: string;
  /** Levels between Home and this page; the page itself is appended. */
  crumbs?: Crumb[];
  preline?: string;
  /** `magazine` is the magazine headline of the magazine routes (SPEC §2). */
  variant?: "page" | "magazine";
  children?: ReactNode;
}

/**
 * The shared page header (catch-all, events, productions, ensemble and exhibition routes) and
 * the magazine headline: breadcrumb, then the page's one h1.
 */
export function PageHeader({ title, crumbs = [], preline, variant = "page", children }: PageHeaderProps) {
  return (
    <header className={`page-header page-header--${variant}`}>
      <Breadcrumb items={[...crumbs, { label: title }]} />
      {preline && <p className="page-header__preline">{preline}</p>}
      <h1 className="page-header__title">{title}</h1>
      {children}
    </header>
  );
}
