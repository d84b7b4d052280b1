import { redo, undo } from "@milkdown/kit/prose/history";
import type { Node } from "@milkdown/kit/prose/model";
import type { Command } from "@milkdown/kit/prose/state";
import type { EditorView } from "@milkdown/kit/prose/view";
import { type KeyboardEvent, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from "react";
import { FieldsContext, type RichTextProps } from "../../modules/common/edit/context";
import { useTexts } from "../context";
import {
  EMPTY_TOOLBAR,
  linkAround,
  removeLink,
  sameToolbarState,
  setLink,
  type ToolbarState,
  toggleList,
  toggleMarkNamed,
  toolbarState,
} from "./commands";
import { createRichTextEditor, type RichTextInstance } from "./editor";
import { type HrefResult, normaliseHref } from "./links";
import "./rich-text.css";

const TEXTS = {
  de: {
    toolbar: "Textformat",
    bold: "Fett",
    italic: "Kursiv",
    link: "Link",
    bulletList: "Aufzählung",
    orderedList: "Nummerierte Liste",
    undo: "Rückgängig",
    redo: "Wiederholen",
    linkForm: "Link bearbeiten",
    url: "Adresse",
    urlHint: "Seiten dieser Website beginnen mit /, z. B. /de/programm; andere Adressen ohne https:// bekommen es.",
    choose: "Seite wählen …",
    text: "Linktext",
    newWindow: "In neuem Fenster öffnen",
    apply: "Übernehmen",
    remove: "Link entfernen",
    cancel: "Abbrechen",
    empty: "Dieses Feld ist erforderlich!",
    scheme: "Nur Adressen mit https://, http://, mailto: und tel: sind erlaubt.",
    invalid: "Das ist keine gültige Adresse.",
  },
  en: {
    toolbar: "Text format",
    bold: "Bold",
    italic: "Italic",
    link: "Link",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    undo: "Undo",
    redo: "Redo",
    linkForm: "Edit link",
    url: "Address",
    urlHint: "Pages of this site start with /, e.g. /en/programme; other addresses without https:// get it.",
    choose: "Choose a page …",
    text: "Link text",
    newWindow: "Open new Window",
    apply: "Apply",
    remove: "Remove link",
    cancel: "Cancel",
    empty: "This field is required!",
    scheme: "Only https://, http://, mailto: and tel: addresses are allowed.",
    invalid: "This is not a valid address.",
  },
};

type Problem = Extract<HrefResult, { problem: string }>["problem"];

/** The link being made or changed: the range it covers, and the form's fields. */
interface LinkDraft {
  doc: Node;
  from: number;
  to: number;
  /** A link there already: the form can remove it. */
  existing: boolean;
  /** The range lies in one paragraph, so its text can be typed over. */
  textEditable: boolean;
  href: string;
  text: string;
  newWindow: boolean;
  problem?: Problem;
}

function draftAt(view: EditorView): LinkDraft {
  const { state } = view;
  const link = linkAround(state);
  const { from, to } = link ?? state.selection;
  return {
    doc: state.doc,
    from,
    to,
    existing: link !== null,
    textEditable: link !== null || state.selection.$from.sameParent(state.selection.$to),
    href: link?.mark.attrs.href ?? "",
    text: state.doc.textBetween(from, to),
    newWindow: link?.mark.attrs.newWindow ?? false,
  };
}

/**
 * The rich-text field of the module forms (SPEC §5): bold, italic, links, bulleted and numbered
 * lists, undo and redo, on a Milkdown kit editor that reads and writes the stored HTML. The
 * toolbar is one tab stop (arrow keys move inside it); the editable area is the labelled
 * textbox; a link opens a small form under the toolbar.
 */
export function RichTextEditor({ id, value, onChange, labelledBy, describedBy, invalid, lang }: RichTextProps) {
  const text = useTexts(TEXTS);
  const fields = useContext(FieldsContext);
  const mount = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<RichTextInstance | null>(null);
  const [toolbar, setToolbar] = useState<ToolbarState>(EMPTY_TOOLBAR);
  const [draft, setDraft] = useState<LinkDraft | null>(null);
  const draftRef = useRef<LinkDraft | null>(null);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);
  // Every HTML this editor reported since it was last given one (and that one): the parent's
  // `value` may catch up with an older report while a newer one is on its way, and only a value
  // that is none of these came from outside.
  const ownValues = useRef(new Set([value]));
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const openLinkForm = useCallback((view: EditorView) => setDraft(draftAt(view)), []);

  // The editor is made once per mount; `value` later reaches it through setHtml below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first value only
  useEffect(() => {
    const root = mount.current;
    if (!root) return;
    let running: RichTextInstance | null = null;
    let unmounted = false;
    createRichTextEditor(root, {
      html: value,
      onChange(html) {
        ownValues.current.add(html);
        onChangeRef.current(html);
      },
      onUpdate(view) {
        const next = toolbarState(view.state);
        setToolbar((previous) => (sameToolbarState(previous, next) ? previous : next));
        // The form's range is only good for the document it was read from.
        if (draftRef.current && draftRef.current.doc !== view.state.doc) setDraft(null);
      },
      onLinkShortcut: () => {
        if (running) openLinkForm(running.view);
      },
    }).then((created) => {
      if (unmounted) {
        void created.destroy();
        return;
      }
      running = created;
      setInstance(created);
    });
    return () => {
      unmounted = true;
      void running?.destroy();
      setInstance(null);
    };
  }, []);

  useEffect(() => {
    if (!instance || ownValues.current.has(value)) return;
    ownValues.current = new Set([value]);
    instance.setHtml(value);
  }, [instance, value]);

  useEffect(() => {
    const dom = instance?.view.dom;
    if (!dom) return;
    dom.id = id;
    dom.setAttribute("role", "textbox");
    dom.setAttribute("aria-multiline", "true");
    dom.setAttribute("aria-labelledby", labelledBy);
    if (describedBy) dom.setAttribute("aria-describedby", describedBy);
    else dom.removeAttribute("aria-describedby");
    if (invalid) dom.setAttribute("aria-invalid", "true");
    else dom.removeAttribute("aria-invalid");
    if (lang) dom.setAttribute("lang", lang);
    else dom.removeAttribute("lang");
  }, [instance, id, labelledBy, describedBy, invalid, lang]);

  const run = (command: Command) => {
    if (!instance) return;
    const { view } = instance;
    command(view.state, view.dispatch, view);
    view.focus();
  };

  const finishLink = (command?: Command) => {
    setDraft(null);
    if (!instance) return;
    const { view } = instance;
    command?.(view.state, view.dispatch, view);
    view.focus();
  };

  const applyLink = () => {
    if (!draft) return;
    const result = normaliseHref(draft.href);
    if ("problem" in result) {
      setDraft({ ...draft, problem: result.problem });
      return;
    }
    finishLink(
      setLink(draft.from, draft.to, {
        href: result.href,
        newWindow: draft.newWindow,
        text: draft.textEditable ? draft.text : "",
      }),
    );
  };

  const chooseLink = fields
    ? async () => {
        if (!draft) return;
        const chosen = await fields.widgets.chooseLink(draft.href);
        if (chosen) setDraft((current) => current && { ...current, href: chosen, problem: undefined });
      }
    : undefined;

  const buttons: ToolbarButton[] = [
    {
      label: text.bold,
      icon: ICONS.bold,
      pressed: toolbar.strong,
      action: () => run(toggleMarkNamed("strong")),
    },
    {
      label: text.italic,
      icon: ICONS.italic,
      pressed: toolbar.emphasis,
      action: () => run(toggleMarkNamed("emphasis")),
    },
    {
      label: text.link,
      icon: ICONS.link,
      pressed: toolbar.link,
      action: () => instance && openLinkForm(instance.view),
    },
    {
      label: text.bulletList,
      icon: ICONS.bulletList,
      pressed: toolbar.bulletList,
      action: () => run(toggleList("bullet_list")),
    },
    {
      label: text.orderedList,
      icon: ICONS.orderedList,
      pressed: toolbar.orderedList,
      action: () => run(toggleList("ordered_list")),
    },
    { label: text.undo, icon: ICONS.undo, disabled: !toolbar.undo, action: () => run(undo) },
    { label: text.redo, icon: ICONS.redo, disabled: !toolbar.redo, action: () => run(redo) },
  ];

  return (
    <div className={invalid ? "rich-text-editor rich-text-editor--invalid" : "rich-text-editor"}>
      <Toolbar label={text.toolbar} controls={id} buttons={buttons} ready={instance !== null} />
      {draft && (
        <LinkForm
          draft={draft}
          text={text}
          onChange={(next) => setDraft({ ...draft, ...next })}
          onApply={applyLink}
          onRemove={() => finishLink(removeLink(draft.from, draft.to))}
          onCancel={() => finishLink()}
          onChoose={chooseLink}
        />
      )}
      <div ref={mount} className="rich-text-editor__area" />
    </div>
  );
}

interface ToolbarButton {
  label: string;
  icon: ReactNode;
  /** Marks and lists: whether the selection has it. */
  pressed?: boolean;
  disabled?: boolean;
  action(): void;
}

/**
 * WAI-ARIA toolbar: one tab stop, arrow keys, Home and End move between the buttons. Unavailable
 * buttons (undo with nothing to undo) stay focusable with aria-disabled, so the arrow keys reach
 * the same places every time. Pressing a button keeps the editor's selection: it does not take
 * the focus on mouse down.
 */
function Toolbar({
  label,
  controls,
  buttons,
  ready,
}: {
  label: string;
  controls: string;
  buttons: ToolbarButton[];
  ready: boolean;
}) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent) => {
    const last = buttons.length - 1;
    const next =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      className="rich-text-editor__toolbar"
      onKeyDown={move}
    >
      {buttons.map((button, index) => (
        <button
          key={button.label}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          className="rich-text-editor__button"
          aria-label={button.label}
          title={button.label}
          aria-pressed={button.pressed}
          aria-disabled={!ready || button.disabled ? true : undefined}
          tabIndex={index === current ? 0 : -1}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            if (ready && !button.disabled) button.action();
          }}
        >
          {button.icon}
        </button>
      ))}
    </div>
  );
}

function LinkForm({
  draft,
  text,
  onChange,
  onApply,
  onRemove,
  onCancel,
  onChoose,
}: {
  draft: LinkDraft;
  text: (typeof TEXTS)["en"];
  onChange(next: Partial<LinkDraft>): void;
  onApply(): void;
  onRemove(): void;
  onCancel(): void;
  onChoose?: () => void;
}) {
  const id = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    urlRef.current?.focus();
  }, []);
  const problemId = `${id}-problem`;

  // Not a <form>: the module's form around it would be its parent. Enter applies here instead
  // of submitting that form, and Escape closes this, not the edit modal.
  const keys = (event: KeyboardEvent) => {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement && event.target.type !== "checkbox") {
      event.preventDefault();
      onApply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <fieldset className="rich-text-editor__link-form" onKeyDown={keys}>
      <legend className="rich-text-editor__link-title">{text.linkForm}</legend>
      <label htmlFor={`${id}-url`}>{text.url}</label>
      <div className="rich-text-editor__link-url">
        <input
          ref={urlRef}
          id={`${id}-url`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={draft.href}
          aria-invalid={draft.problem ? true : undefined}
          aria-describedby={draft.problem ? `${problemId} ${id}-hint` : `${id}-hint`}
          onChange={(event) => onChange({ href: event.target.value, problem: undefined })}
        />
        {onChoose && (
          <button type="button" onClick={onChoose}>
            {text.choose}
          </button>
        )}
      </div>
      {draft.problem && (
        <p id={problemId} className="rich-text-editor__problem">
          {text[draft.problem]}
        </p>
      )}
      <p id={`${id}-hint`} className="rich-text-editor__hint">
        {text.urlHint}
      </p>
      {draft.textEditable && (
        <>
          <label htmlFor={`${id}-text`}>{text.text}</label>
          <input
            id={`${id}-text`}
            type="text"
            value={draft.text}
            onChange={(event) => onChange({ text: event.target.value })}
          />
        </>
      )}
      <label className="rich-text-editor__check">
        <input
          type="checkbox"
          checked={draft.newWindow}
          onChange={(event) => onChange({ newWindow: event.target.checked })}
        />
        {text.newWindow}
      </label>
      <div className="rich-text-editor__link-actions">
        <button type="button" onClick={onApply}>
          {text.apply}
        </button>
        {draft.existing && (
          <button type="button" onClick={onRemove}>
            {text.remove}
          </button>
        )}
        <button type="button" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </fieldset>
  );
}

const svg = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const ICONS = {
  bold: svg(<path {...stroke} d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />),
  italic: svg(<path {...stroke} d="M19 5h-8M13 19H5M15 5 9 19" />),
  link: svg(
    <path
      {...stroke}
      d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
    />,
  ),
  bulletList: svg(
    <>
      <path {...stroke} d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1.5" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1.5" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1.5" fill="currentColor" />
    </>,
  ),
  orderedList: svg(<path {...stroke} d="M10 6h10M10 12h10M10 18h10M4 4.5 5.5 4v5M4 14.5a1.5 1.5 0 0 1 3 0L4 19h3" />),
  undo: svg(<path {...stroke} d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />),
  redo: svg(<path {...stroke} d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />),
};
