import { defaultValueCtx, Editor, editorViewCtx, rootCtx } from "@milkdown/kit/core";
import { history } from "@milkdown/kit/plugin/history";
import { keydownHandler } from "@milkdown/kit/prose/keymap";
import { Plugin } from "@milkdown/kit/prose/state";
import type { EditorView } from "@milkdown/kit/prose/view";
import { $prose } from "@milkdown/kit/utils";
import { inertBody, parseRichText, serialiseRichText } from "./html";
import { richTextKeymap, richTextSchema } from "./schema";

export interface RichTextEditorOptions {
  /** Stored HTML to start with. */
  html: string;
  /** Every change of the document, as the HTML to store. */
  onChange(html: string): void;
  /** Every new state (selection or document): for the toolbar. */
  onUpdate(view: EditorView): void;
  /** Mod-k: the link form. */
  onLinkShortcut(): void;
}

/** A running editor: its ProseMirror view, a way to load other HTML, and its end. */
export interface RichTextInstance {
  view: EditorView;
  /** Loads stored HTML from outside (the form reset, a reload): not a change, not undoable. */
  setHtml(html: string): void;
  destroy(): Promise<void>;
}

/** A Milkdown kit editor in `root` with SPEC §5's vocabulary, its shortcuts and undo/redo. */
export async function createRichTextEditor(
  root: HTMLElement,
  options: RichTextEditorOptions,
): Promise<RichTextInstance> {
  let loading = false;
  const watch = $prose(
    () =>
      new Plugin({
        view: () => ({
          update(view, previous) {
            if (!loading && !previous.doc.eq(view.state.doc)) options.onChange(serialiseRichText(view.state.doc));
            options.onUpdate(view);
          },
        }),
        props: {
          handleKeyDown: keydownHandler({
            "Mod-k": () => {
              options.onLinkShortcut();
              return true;
            },
          }),
        },
      }),
  );
  const editor = Editor.make()
    .config((ctx) => {
      ctx.set(rootCtx, root);
      ctx.set(defaultValueCtx, { type: "html", dom: inertBody(options.html) });
    })
    .use(richTextSchema)
    .use(richTextKeymap)
    .use(history)
    .use(watch);
  await editor.create();
  const view = editor.ctx.get(editorViewCtx);
  options.onUpdate(view);
  return {
    view,
    setHtml(html) {
      const doc = parseRichText(view.state.schema, html);
      const tr = view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content);
      loading = true;
      try {
        view.dispatch(tr.setMeta("addToHistory", false));
      } finally {
        loading = false;
      }
    },
    destroy: async () => {
      await editor.destroy();
    },
  };
}
