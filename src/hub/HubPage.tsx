import { type ReactNode, useEffect } from "react";

/**
 * One screen of the hub: its heading (the page's one h1) and the document title naming it, so
 * browser tabs and history tell the screens apart.
 */
export function HubPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · CMS`;
  }, [title]);
  return (
    <div className="hub-page">
      <div className="hub-page__head">
        <h1>{title}</h1>
        {actions && <div className="hub-page__actions">{actions}</div>}
      </div>
      {intro && <div className="hub-page__intro">{intro}</div>}
      {children}
    </div>
  );
}
