import type { ElementType } from "react";

interface SanitisedHtmlProps {
  /**
   * HTML the API answers sanitised (the worker puts every HTML field it reads through
   * src/lib/html-sanitiser.ts, DESIGN §3). Never pass anything else: this is the app's one
   * way to render API HTML.
   */
  html: string;
  as?: ElementType;
  className?: string;
}

/** Rich text from the API. */
export function SanitisedHtml({ html, as: Tag = "div", className = "rich-text" }: SanitisedHtmlProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: only API fields documented as sanitised rich text reach here (DESIGN §3).
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
