import { Link } from "@tanstack/react-router";
import type { MouseEventHandler, ReactNode } from "react";
import { toRoutePath } from "../../i18n/paths";
import { isInternalLink } from "../../lib/links";

const EXACT = { exact: true } as const;

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  newWindow?: boolean;
  /** Runs before navigation, e.g. to close the menu the link sits in. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * Internal links (public URL paths from content) navigate client-side through the router,
 * which speaks internal route paths; others are plain anchors (new windows without opener).
 * Only a link to exactly this page is the current one: the router's default would also mark
 * every ancestor (the logo, the home crumb, a parent's menu entry) `aria-current="page"`.
 */
export function SmartLink({ href, children, className, newWindow, onClick }: SmartLinkProps) {
  if (isInternalLink(href) && !newWindow) {
    const url = new URL(href, "http://internal");
    return (
      <Link
        to={toRoutePath(url.pathname)}
        search={Object.fromEntries(url.searchParams)}
        hash={url.hash ? url.hash.slice(1) : undefined}
        className={className}
        onClick={onClick}
        activeOptions={EXACT}
      >
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      target={newWindow ? "_blank" : undefined}
      rel={newWindow ? "noopener noreferrer" : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
