import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useBlocker, useNavigate } from "@tanstack/react-router";
import { type ComponentType, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import type * as v from "valibot";
import { ApiError } from "../../lib/api";
import type { JsonAnswer } from "../../lib/json-request";
import type { Lang } from "../../lib/languages";
import { hubReadQuery, hubRequest, useHubApi } from "../api";
import { useConfirm } from "../ConfirmDialog";
import { HubFormElement, useHubForm } from "../form/form";
import { HubDialog } from "../HubDialog";
import { HubPage } from "../HubPage";
import { type Outcome, OutcomeMessage } from "../OutcomeMessage";
import { useHubTexts } from "../texts";
import type { ListedItem } from "./ItemList";
import "./back-office.css";

const TEXTS = {
  de: {
    loading: "Wird geladen …",
    missing: "Diesen Eintrag gibt es nicht (mehr).",
    failed: "Der Eintrag konnte nicht geladen werden.",
    back: "Zur Liste",
    save: "Speichern",
    create: "Anlegen",
    saved: "Gespeichert. Die Website zeigt die Änderung ab sofort.",
    created: "Angelegt.",
    delete: "Löschen",
    deleteTitle: "Eintrag löschen?",
    deleteText: (name: string) => `„${name}“ wird gelöscht. Das lässt sich nicht rückgängig machen.`,
    deleted: "Gelöscht.",
    view: "Auf der Website ansehen",
    languages: { de: "Deutsch", en: "Englisch" } as Record<Lang, string>,
    stale: "Jemand anderes hat diesen Eintrag inzwischen gespeichert. Ihre Eingaben stehen noch im Formular.",
    overwrite: "Meine Fassung trotzdem speichern",
    reload: "Gespeicherte Fassung laden (meine Eingaben verwerfen)",
    leaveTitle: "Ungespeicherte Änderungen verwerfen?",
    leaveText: "Sie haben Änderungen in diesem Formular nicht gespeichert.",
    stay: "Weiter bearbeiten",
    leave: "Verwerfen und gehen",
    network: "Keine Verbindung zum Server. Bitte erneut versuchen.",
  },
  en: {
    loading: "Loading …",
    missing: "There is no such entry (any more).",
    failed: "The entry could not be loaded.",
    back: "To the list",
    save: "Save",
    create: "Create",
    saved: "Saved. The website shows the change from now on.",
    created: "Created.",
    delete: "Delete",
    deleteTitle: "Delete the entry?",
    deleteText: (name: string) => `“${name}” is deleted. This cannot be undone.`,
    deleted: "Deleted.",
    view: "View on the website",
    languages: { de: "German", en: "English" } as Record<Lang, string>,
    stale: "Someone else has saved this entry in the meantime. Your input is still in the form.",
    overwrite: "Save my version anyway",
    reload: "Load the saved version (discard my input)",
    leaveTitle: "Discard unsaved changes?",
    leaveText: "You have changes in this form that are not saved.",
    stay: "Keep editing",
    leave: "Discard and leave",
    network: "The server could not be reached. Please try again.",
  },
};

/**
 * Loads item `id` of `resource` for its form (`new`: nothing to load) and renders `children`
 * with it; a missing item is its 404 with the way back to the list.
 */
export function ItemLoader<Item extends ListedItem>({
  resource,
  id,
  children,
}: {
  resource: string;
  id: string;
  children: (item: Item | null) => ReactNode;
}) {
  const text = useHubTexts(TEXTS);
  const api = useHubApi();
  const isNew = id === "new";
  const item = useQuery({ ...hubReadQuery<Item>(api, `${resource}/${id}/`), enabled: !isNew });
  if (isNew) return children(null);
  if (item.isPending) return <p role="status">{text.loading}</p>;
  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <HubPage title={missing ? "404" : text.failed}>
        <p role="alert">{missing ? text.missing : text.failed}</p>
        <BackToList resource={resource} />
      </HubPage>
    );
  }
  return children(item.data);
}

export function BackToList({ resource }: { resource: string }) {
  const text = useHubTexts(TEXTS);
  return (
    <Link to="/cms-hub/$resource/{-$id}" params={{ resource, id: undefined }}>
      {text.back}
    </Link>
  );
}

/**
 * While the form has unsaved changes, leaving it (a link, back, reload, closing the tab) asks
 * first. `isDirty` is asked at the moment of leaving: a save that resets the form and then
 * navigates (a create, to the new item's address) leaves before the next render.
 */
function useLeaveGuard(isDirty: () => boolean): ReactNode {
  const text = useHubTexts(TEXTS);
  const blocker = useBlocker({ shouldBlockFn: isDirty, enableBeforeUnload: isDirty, withResolver: true });
  if (blocker.status !== "blocked") return null;
  return (
    <HubDialog open title={text.leaveTitle} onClose={blocker.reset}>
      <p>{text.leaveText}</p>
      <div className="hub-form__end">
        <button type="button" className="hub-button" data-autofocus onClick={blocker.reset}>
          {text.stay}
        </button>
        <button type="button" className="hub-button hub-button--danger" onClick={blocker.proceed}>
          {text.leave}
        </button>
      </div>
    </HubDialog>
  );
}

/** An item's public pages, one link per language (opened in a new tab, so the form stays). */
export function PublicLinks({ urls }: { urls: Partial<Record<Lang, string>> | null }) {
  const text = useHubTexts(TEXTS);
  const entries = Object.entries(urls ?? {}) as [Lang, string][];
  if (entries.length === 0) return null;
  return (
    <ul className="item-form__public">
      {entries.map(([lang, url]) => (
        <li key={lang}>
          <a href={url} target="_blank" rel="noopener" hrefLang={lang}>
            {text.view} ({text.languages[lang]})
          </a>
        </li>
      ))}
    </ul>
  );
}

export interface ItemFormOptions<Values extends object, Item extends ListedItem> {
  resource: string;
  /** The item as loaded, null for a create. */
  item: Item | null;
  /** The form's values of the item (or of a new one). */
  values: (item: Item | null) => Values;
  /** The values' schema: the one the API checks the body with. */
  schema: v.GenericSchema<Values, unknown>;
  /** The body sent for `values` (without the revision, which the form adds). */
  body?: (values: Values) => unknown;
  /** Hears every answer of a save (a form showing a refusal's details beside its fields). */
  onAnswer?: (answer: JsonAnswer<Item>) => void;
}

/** Marks an item just created: its own screen (the route mounts one per id) says so on opening. */
const createdKey = (resource: string, id: number) => ["hub-created", resource, id];

/**
 * The form of one item: TanStack Form with the item's schema, saved as the API's create (then
 * the address becomes the new item's) or change at the revision it was loaded at. A change
 * someone else saved meanwhile keeps the typed values and offers to save them over it or to load
 * the saved version. Leaving with unsaved changes asks first.
 */
export function useItemForm<Values extends object, Item extends ListedItem>({
  resource,
  item,
  values,
  schema,
  body = (formValues) => formValues,
  onAnswer,
}: ItemFormOptions<Values, Item>) {
  const text = useHubTexts(TEXTS);
  const api = useHubApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [revision, setRevision] = useState(item?.revision);
  const [justCreated] = useState(
    () => item !== null && queryClient.getQueryData(createdKey(resource, item.id)) === true,
  );
  const [outcome, setOutcome] = useState<Outcome | null>(justCreated ? { ok: true, text: text.created } : null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening the item just created
  useEffect(() => {
    if (!justCreated || item === null) return;
    queryClient.removeQueries({ queryKey: createdKey(resource, item.id) });
    outcomeRef.current?.focus();
  }, []);
  const [stale, setStale] = useState<Item | null>(null);
  const form = useHubForm<Values, Item>({
    defaultValues: values(item),
    schema,
    submit: async (formValues) => {
      setOutcome(null);
      setStale(null);
      const path = item ? `${resource}/${item.id}/` : `${resource}/`;
      const answer = await hubRequest<Item>("POST", path, {
        ...(body(formValues) as object),
        ...(item ? { revision } : {}),
      });
      if (!answer.ok && answer.status === 409 && answer.body?.error === "stale_revision") {
        setStale((answer.body as unknown as { current: Item | null }).current);
      }
      onAnswer?.(answer);
      return answer;
    },
    onSaved: (saved) => {
      setRevision(saved.revision);
      void queryClient.invalidateQueries({ queryKey: ["hub"] });
      // The loaded item is now the saved one, and so are the form's values (as the server stored
      // them): the form never falls back to the item as it was loaded before, while it reloads.
      queryClient.setQueryData(hubReadQuery<Item>(api, `${resource}/${saved.id}/`).queryKey, saved);
      form.reset(values(saved));
      if (!item) {
        // The new item's own screen opens with it at once and says it was created.
        queryClient.setQueryData(createdKey(resource, saved.id), true);
        void navigate({ to: "/cms-hub/$resource/{-$id}", params: { resource, id: String(saved.id) }, replace: true });
      }
      setOutcome({ ok: true, text: item ? text.saved : text.created });
    },
  });
  const guard = useLeaveGuard(() => form.state.isDirty);

  const conflict = stale && (
    <div role="alert" className="hub-alert hub-alert--error item-form__conflict">
      <p>{text.stale}</p>
      <button
        type="button"
        className="hub-button"
        onClick={() => {
          setRevision(stale.revision);
          setStale(null);
          void form.handleSubmit();
        }}
      >
        {text.overwrite}
      </button>
      <button
        type="button"
        className="hub-button"
        onClick={() => {
          setRevision(stale.revision);
          form.reset(values(stale));
          setStale(null);
        }}
      >
        {text.reload}
      </button>
    </div>
  );

  return { form, guard, frame: { conflict, outcome, outcomeRef, submitLabel: item ? text.save : text.create } };
}

/**
 * What `useItemForm` shows around the fields: a stale save's choice, the outcome (in the element
 * `outcomeRef` names, which takes the focus when a created item's screen opens), the submit's label.
 */
export interface ItemFormFrameState {
  conflict: ReactNode;
  outcome: Outcome | null;
  outcomeRef: RefObject<HTMLDivElement | null>;
  submitLabel: string;
}

/** What the frame needs of an item's form (whatever its values). */
interface FrameForm {
  handleSubmit: () => Promise<unknown>;
  AppForm: ComponentType<{ children?: ReactNode }>;
  SubmitBar: ComponentType<{ label: string; children?: ReactNode }>;
}

/**
 * The `<form>` of an item: its fields, then the conflict of a stale save, the outcome and the
 * submit bar (with `after` beside the submit button: delete, links).
 */
export function ItemFormFrame({
  form,
  frame,
  label,
  children,
  after,
}: {
  form: FrameForm;
  frame: ItemFormFrameState;
  label: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <HubFormElement form={form} label={label}>
      {children}
      {frame.conflict}
      <div ref={frame.outcomeRef} tabIndex={-1}>
        <OutcomeMessage outcome={frame.outcome} />
      </div>
      <form.AppForm>
        <form.SubmitBar label={frame.submitLabel}>{after}</form.SubmitBar>
      </form.AppForm>
    </HubFormElement>
  );
}

/** The delete button of an item's form: asks, deletes at the loaded revision, goes back to the list. */
export function DeleteItem({ resource, item, name }: { resource: string; item: ListedItem; name: string }) {
  const text = useHubTexts(TEXTS);
  const { ask, dialog } = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  async function remove() {
    const confirmed = await ask({
      title: text.deleteTitle,
      message: <p>{text.deleteText(name)}</p>,
      confirm: text.delete,
      danger: true,
    });
    if (!confirmed) return;
    const answer = await hubRequest("DELETE", `${resource}/${item.id}/`, { revision: item.revision });
    if (!answer.ok) {
      setOutcome({
        ok: false,
        text: answer.status === 0 ? text.network : (answer.body?.detail ?? `HTTP ${answer.status}`),
      });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ["hub"] });
    void navigate({ to: "/cms-hub/$resource/{-$id}", params: { resource, id: undefined } });
  }
  return (
    <>
      <button type="button" className="hub-button hub-button--danger" onClick={() => void remove()}>
        {text.delete}
      </button>
      <OutcomeMessage outcome={outcome} />
      {dialog}
    </>
  );
}
