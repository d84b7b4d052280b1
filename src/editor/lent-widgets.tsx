import { type ComponentType, useEffect } from "react";
import type { Lang } from "../lib/languages";
import type { EditorWidgets, RichTextProps } from "../modules/common/edit/context";
import { EditorContext, type EditorContextValue } from "./context";
import { useFinders } from "./finders";
import { RichTextEditor } from "./rich-text/RichTextEditor";
import "./editor.css";

/** The editor's widgets a form outside the island borrows (the hub's back-office forms). */
type LentWidgets = Pick<EditorWidgets, "RichText" | "chooseImage">;

/**
 * The editor's context outside the island, in one language: the finders and the rich-text
 * editor read the language only; the borrower announces its own saves and reads its own data
 * again, so there is nothing to alert or refresh.
 */
const contextIn = (lang: Lang): EditorContextValue => ({ lang, alert: () => {}, refresh: async () => {} });

/**
 * The rich-text editor in one language, carrying the editor's context with it: it is rendered
 * inside the borrower's form, away from the lender. One component per language, made once, so a
 * render of the lender never remounts the editor.
 */
function lentRichText(context: EditorContextValue): ComponentType<RichTextProps> {
  return (props) => (
    <EditorContext.Provider value={context}>
      <RichTextEditor {...props} />
    </EditorContext.Provider>
  );
}

const CONTEXT: Record<Lang, EditorContextValue> = { de: contextIn("de"), en: contextIn("en") };
const LENT_RICH_TEXT: Record<Lang, ComponentType<RichTextProps>> = {
  de: lentRichText(CONTEXT.de),
  en: lentRichText(CONTEXT.en),
};

/**
 * Lends the rich-text editor and the image finder to forms outside the editor island, in `lang`
 * (the borrower's language: the widgets' texts and the media library's calls follow it). It
 * renders the finder dialogs where it stands (outside the borrowing form, so the finder's upload
 * form never nests in it) and hands the widgets over through `onLend`, withdrawing them when it
 * unmounts.
 */
export function WidgetLender({ lang, onLend }: { lang: Lang; onLend(widgets: LentWidgets | null): void }) {
  const { chooseImage, finders } = useFinders();
  useEffect(() => {
    onLend({ RichText: LENT_RICH_TEXT[lang], chooseImage });
    return () => onLend(null);
  }, [onLend, lang, chooseImage]);
  return (
    <EditorContext.Provider value={CONTEXT[lang]}>
      <div className="editor-island" lang={lang}>
        {finders}
      </div>
    </EditorContext.Provider>
  );
}
