import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { editorPaths, onUnauthorized } from "./api";
import { type AlertAction, type AlertKind, EditorContext, type EditorContextValue } from "./context";
import type { EditorHost } from "./host";
import { PageEditor } from "./PageEditor";
import { VersionPreview } from "./page/VersionPreview";
import { previewedVersion } from "./page/versions";
import { LoginDialog } from "./session/LoginDialog";
import { adminPath, hasEditFlag, withEditFlag } from "./target";
import { Dialog } from "./ui/Dialog";
import "./editor.css";
import "./alert.css";

/** SPEC §4/§9: a save or error alert hides after 4000 ms. */
const ALERT_MS = 4000;
/** An alert with a button (undo a delete) stays long enough to reach it by keyboard. */
const ACTION_ALERT_MS = 12000;

/**
 * Mounts the editor island: its own React root in a container after the page's own, beside the
 * app (the public HTML and the app's tree stay as every visitor gets them).
 */
export function mountEditor(host: EditorHost): void {
  const container = document.createElement("div");
  container.id = "kultur-editor";
  container.lang = host.location().lang;
  document.body.append(container);
  createRoot(container).render(<EditorApp host={host} />);
}

const texts = {
  de: {
    start: "Seite bearbeiten",
    admin: "Im Backoffice bearbeiten",
    saved: "Gespeichert",
    failed: "Fehler beim Speichern",
    signedOut: "Sie sind nicht mehr angemeldet",
    signedOutText: "Ihre Anmeldung gilt nicht mehr. Melden Sie sich an, um weiter zu bearbeiten.",
    signIn: "Zur Anmeldung",
  },
  en: {
    start: "Edit page",
    admin: "Edit in the back office",
    saved: "Saved",
    failed: "Saving failed",
    signedOut: "You are no longer logged in",
    signedOutText: "Your login is no longer valid. Log in to go on editing.",
    signIn: "To the login",
  },
};

function EditorApp({ host }: { host: EditorHost }) {
  const location = useSyncExternalStore(host.subscribe, host.location);
  const { lang, target } = location;
  const editing = hasEditFlag(location.search);
  // A version on preview replaces the editor: its bar offers restoring it or going back.
  const previewing = target.kind === "page" ? previewedVersion(location.search) : null;
  const text = texts[lang];
  const [alertState, setAlert] = useState<{
    kind: AlertKind;
    message: string;
    action?: AlertAction;
    at: number;
  } | null>(null);
  const [login, setLogin] = useState<((signedIn: boolean) => void) | null>(null);
  const [userGone, setUserGone] = useState(false);
  const hide = useRef<ReturnType<typeof setTimeout>>(undefined);

  // SPEC §4 editing mode: the edit class is on while the flag is.
  useEffect(() => {
    document.documentElement.classList.toggle("edit", editing);
    return () => document.documentElement.classList.remove("edit");
  }, [editing]);

  // A 401 opens the login modal; the call waits for it and is sent again once signed in.
  useEffect(() => {
    onUnauthorized(() => new Promise<boolean>((resolve) => setLogin(() => resolve)));
    return () => onUnauthorized(null);
  }, []);

  // SPEC §4: when the user call fails, the redirect modal offers the sign-in page.
  useEffect(() => {
    if (!editing) return;
    // Plain fetch, not editorRequest: its 401 would open the login modal instead.
    void fetch(editorPaths(lang).user, { credentials: "same-origin" })
      .then(async (response) => {
        // Read to its end: an unread body keeps the request open.
        await response.arrayBuffer();
        setUserGone(response.status === 401);
      })
      .catch(() => undefined);
  }, [editing, lang]);

  const value = useMemo<EditorContextValue>(
    () => ({
      lang,
      alert: (kind, message, action) => {
        clearTimeout(hide.current);
        setAlert({ kind, message: message ?? "", action, at: Date.now() });
        hide.current = setTimeout(() => setAlert(null), action ? ACTION_ALERT_MS : ALERT_MS);
      },
      refresh: host.refreshPage,
    }),
    [lang, host.refreshPage],
  );

  const go = useCallback(
    (on: boolean) => host.navigate(`${location.pathname}${withEditFlag(location.search, on)}${location.hash}`),
    [host, location],
  );

  return (
    <EditorContext.Provider value={value}>
      <div className="editor-island" lang={lang}>
        {!editing && target.kind === "page" && previewing === null && (
          <button type="button" className="editor-start" onClick={() => go(true)}>
            {text.start}
          </button>
        )}
        {target.kind === "item" && (
          <a className="editor-start" href={adminPath(target.resource, target.id)}>
            {text.admin}
          </a>
        )}
        {editing && target.kind === "page" && previewing === null && (
          <PageEditor
            lang={lang}
            path={target.path}
            hash={location.hash}
            onLeave={() => go(false)}
            navigate={host.navigate}
            refreshPage={host.refreshPage}
          />
        )}
        {target.kind === "page" && previewing !== null && (
          <VersionPreview
            lang={lang}
            path={target.path}
            versionId={previewing}
            onBack={() => host.navigate(`${location.pathname}?edit`)}
            onRestored={async (page) => {
              value.alert("save");
              host.navigate(`${page.urls[lang]}?edit`);
              await host.refreshPage();
            }}
          />
        )}
        <div role="status" aria-live="polite" className="editor-alerts">
          {alertState && (
            <p className={`editor-alert editor-alert--${alertState.kind}`} key={alertState.at}>
              {alertState.kind === "save" ? text.saved : text.failed}
              {alertState.message ? `: ${alertState.message}` : ""}
              {alertState.action && (
                <AlertButton
                  action={alertState.action}
                  onHold={() => clearTimeout(hide.current)}
                  onRelease={() => {
                    clearTimeout(hide.current);
                    hide.current = setTimeout(() => setAlert(null), ALERT_MS);
                  }}
                  onDone={() => {
                    clearTimeout(hide.current);
                    setAlert(null);
                  }}
                />
              )}
            </p>
          )}
        </div>
        <LoginDialog
          open={login !== null}
          onDone={(signedIn) => {
            login?.(signedIn);
            setLogin(null);
          }}
        />
        <Dialog open={userGone} title={text.signedOut} onClose={() => setUserGone(false)}>
          <p>{text.signedOutText}</p>
          <p>
            <a
              className="editor-button editor-button--primary"
              data-autofocus
              href={`/${lang}/login?next=${encodeURIComponent(location.pathname + location.search)}`}
            >
              {text.signIn}
            </a>
          </p>
        </Dialog>
      </div>
    </EditorContext.Provider>
  );
}

/**
 * The alert's button: while it has the focus or the pointer the alert stays (a timed alert must
 * not vanish under the editor's hand, WCAG 2.2.1); once left, it hides after the usual time.
 */
function AlertButton({
  action,
  onHold,
  onRelease,
  onDone,
}: {
  action: AlertAction;
  onHold: () => void;
  onRelease: () => void;
  onDone: () => void;
}) {
  return (
    <button
      type="button"
      className="editor-alert__action"
      onFocus={onHold}
      onBlur={onRelease}
      onPointerEnter={onHold}
      onPointerLeave={(event) => {
        if (event.currentTarget !== document.activeElement) onRelease();
      }}
      onClick={async () => {
        onDone();
        await action.run();
      }}
    >
      {action.label}
    </button>
  );
}
