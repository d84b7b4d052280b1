import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { editorPaths, onUnauthorized } from "./api";
import { EditorContext, type EditorContextValue } from "./context";
import { useEditorAlerts } from "./EditorAlerts";
import type { EditorHost } from "./host";
import { PageEditor } from "./PageEditor";
import { VersionPreview } from "./page/VersionPreview";
import { previewedVersion } from "./page/versions";
import { LoginDialog } from "./session/LoginDialog";
import { adminPath, hasEditFlag, withEditFlag } from "./target";
import { Dialog } from "./ui/Dialog";
import "./editor.css";

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
    signedOut: "Sie sind nicht mehr angemeldet",
    signedOutText: "Ihre Anmeldung gilt nicht mehr. Melden Sie sich an, um weiter zu bearbeiten.",
    signIn: "Zur Anmeldung",
  },
  en: {
    start: "Edit page",
    admin: "Edit in the back office",
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
  const { alert, region: alerts } = useEditorAlerts(lang);
  const [login, setLogin] = useState<((signedIn: boolean) => void) | null>(null);
  const [userGone, setUserGone] = useState(false);

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
      alert,
      refresh: host.refreshPage,
    }),
    [lang, alert, host.refreshPage],
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
        {alerts}
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
