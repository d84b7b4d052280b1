import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { toRoutePath } from "../../i18n/paths";
import { isInternalLink } from "../../lib/links";

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  newWindow?: boolean;
}

/**
 * Internal links (public URL paths from content) navigate client-side through the router,
 * which speaks internal route paths; others are plain anchors (new windows without opener).
 */
export function SmartLink({ href, children, className, newWindow }: SmartLinkProps) {
  if (isInternalLink(href) && !newWindow) {
    const url = new URL(href, "http://internal");
    return (
      <Link
        to={toRoutePath(url.pathname)}
        search={Object.fromEntries(url.searchParams)}
        hash={url.hash ? url.hash.slice(1) : undefined}
        className={className}
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
    >
      {children}
    </a>
  );
}
