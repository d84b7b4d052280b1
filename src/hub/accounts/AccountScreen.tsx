import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { ApiError } from "../../lib/api";
import {
  type AccountDetail,
  type AccountProfile,
  accountProfileForm,
  type PasswordChoice,
  passwordChoiceForm,
  type SetPasswordLink,
} from "../../schemas/hub-accounts";
import { hubReadQuery, hubRequest, useHubApi } from "../api";
import { useConfirm } from "../ConfirmDialog";
import { HubFormElement, useHubForm } from "../form/form";
import { HubDialog } from "../HubDialog";
import { HubPage } from "../HubPage";
import { type Outcome, OutcomeMessage } from "../OutcomeMessage";
import { formatHubDateTime, formatHubNumber, useHubLang, useHubTexts } from "../texts";
import { AccountFields, PasswordChoiceFields } from "./AccountFields";
import { ACCOUNT_LABELS } from "./labels";
import { PasswordLinkNotice } from "./PasswordLinkNotice";
import { useAccountRuleTexts } from "./rule-texts";

const TEXTS = {
  de: {
    loading: "Wird geladen …",
    missing: "Dieses Konto gibt es nicht.",
    failed: "Das Konto konnte nicht geladen werden.",
    back: "Zu allen Konten",
    facts: "Überblick",
    role: "Rolle",
    state: "Status",
    createdAt: "Angelegt",
    lastSignIn: "Letzte Anmeldung",
    sessions: "Offene Sitzungen",
    password: "Passwort",
    passwordSet: "festgelegt",
    passwordMissing: "noch keines",
    linkUntil: (date: string) => `Einmal-Link gültig bis ${date}`,
    profile: "Name, Adresse und Rechte",
    save: "Speichern",
    saved: "Gespeichert.",
    access: "Zugang",
    deactivateIntro: "Ein deaktiviertes Konto kann sich nicht anmelden; alle seine Sitzungen enden sofort.",
    reactivateIntro: "Das Konto ist deaktiviert. Reaktiviert kann es sich wieder anmelden.",
    deactivate: "Konto deaktivieren",
    reactivate: "Konto reaktivieren",
    confirmDeactivate: (name: string) =>
      `${name} wird sofort abgemeldet und kann sich nicht mehr anmelden, bis das Konto reaktiviert wird.`,
    confirmReactivate: (name: string) => `${name} kann sich danach wieder mit dem bisherigen Passwort anmelden.`,
    cancel: "Abbrechen",
    deactivated: "Das Konto ist deaktiviert; seine Sitzungen sind beendet.",
    reactivated: "Das Konto ist wieder aktiv.",
    reset: "Passwort zurücksetzen",
    resetIntro: "Ein neues Passwort oder ein neuer Einmal-Link ersetzt frühere, noch nicht benutzte Links.",
    resetSubmit: "Zurücksetzen",
    passwordDone: (ended: number) =>
      `Das Passwort ist gesetzt. ${ended === 1 ? "Eine Sitzung wurde" : `${ended} Sitzungen wurden`} beendet.`,
    done: "Fertig",
  },
  en: {
    loading: "Loading …",
    missing: "There is no such account.",
    failed: "The account could not be loaded.",
    back: "To all accounts",
    facts: "Overview",
    role: "Role",
    state: "Status",
    createdAt: "Created",
    lastSignIn: "Last sign-in",
    sessions: "Open sessions",
    password: "Password",
    passwordSet: "set",
    passwordMissing: "none yet",
    linkUntil: (date: string) => `One-time link valid until ${date}`,
    profile: "Name, address and rights",
    save: "Save",
    saved: "Saved.",
    access: "Access",
    deactivateIntro: "A deactivated account cannot sign in; all its sessions end at once.",
    reactivateIntro: "The account is deactivated. Reactivated, it can sign in again.",
    deactivate: "Deactivate account",
    reactivate: "Reactivate account",
    confirmDeactivate: (name: string) =>
      `${name} is signed out at once and cannot sign in until the account is reactivated.`,
    confirmReactivate: (name: string) => `${name} can then sign in again with the previous password.`,
    cancel: "Cancel",
    deactivated: "The account is deactivated; its sessions have ended.",
    reactivated: "The account is active again.",
    reset: "Reset password",
    resetIntro: "A new password or a new one-time link replaces earlier links not yet used.",
    resetSubmit: "Reset",
    passwordDone: (ended: number) =>
      `The password is set. ${ended === 1 ? "One session was" : `${ended} sessions were`} ended.`,
    done: "Done",
  },
};

const displayName = (account: AccountDetail) =>
  `${account.first_name} ${account.last_name}`.trim() || account.username || account.email;

/** One account (admins): its facts, its names, address and rights, its access and its password. */
export function AccountScreen({ id }: { id: string }) {
  const text = useHubTexts(TEXTS);
  const api = useHubApi();
  const account = useQuery(hubReadQuery<AccountDetail>(api, `accounts/${id}/`));
  if (account.isPending) return <p role="status">{text.loading}</p>;
  if (account.isError) {
    const missing = account.error instanceof ApiError && account.error.status === 404;
    return (
      <HubPage title={missing ? "404" : text.failed}>
        <p role="alert">{missing ? text.missing : text.failed}</p>
        <Link to="/cms-hub/accounts/{-$id}" params={{ id: undefined }}>
          {text.back}
        </Link>
      </HubPage>
    );
  }
  return <AccountView account={account.data} />;
}

function AccountView({ account }: { account: AccountDetail }) {
  const text = useHubTexts(TEXTS);
  return (
    <HubPage title={displayName(account)} intro={<p>{account.email}</p>}>
      <AccountFacts account={account} />
      <section className="accounts-section" aria-labelledby="account-profile">
        <h2 id="account-profile">{text.profile}</h2>
        <ProfileForm account={account} />
      </section>
      <AccessSection account={account} />
      <PasswordSection account={account} />
      <p>
        <Link to="/cms-hub/accounts/{-$id}" params={{ id: undefined }}>
          {text.back}
        </Link>
      </p>
    </HubPage>
  );
}

function AccountFacts({ account }: { account: AccountDetail }) {
  const text = useHubTexts(TEXTS);
  const labels = useHubTexts(ACCOUNT_LABELS);
  const lang = useHubLang();
  const linkUntil = account.set_password_link_expires_at;
  return (
    <section className="accounts-section" aria-labelledby="account-facts">
      <h2 id="account-facts">{text.facts}</h2>
      <dl className="accounts-facts">
        <dt>{text.role}</dt>
        <dd>{labels.roles[account.role]}</dd>
        <dt>{text.state}</dt>
        <dd>{account.is_active ? labels.active : labels.inactive}</dd>
        <dt>{text.createdAt}</dt>
        <dd>{formatHubDateTime(lang, account.created_at)}</dd>
        <dt>{text.lastSignIn}</dt>
        <dd>{account.last_sign_in ? formatHubDateTime(lang, account.last_sign_in) : labels.never}</dd>
        <dt>{text.sessions}</dt>
        <dd>{formatHubNumber(lang, account.active_sessions)}</dd>
        <dt>{text.password}</dt>
        <dd>
          {account.has_password ? text.passwordSet : text.passwordMissing}
          {linkUntil && ` · ${text.linkUntil(formatHubDateTime(lang, linkUntil))}`}
        </dd>
      </dl>
    </section>
  );
}

function ProfileForm({ account }: { account: AccountDetail }) {
  const text = useHubTexts(TEXTS);
  const rules = useAccountRuleTexts();
  const schema = useMemo(() => accountProfileForm(rules), [rules]);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const defaultValues: AccountProfile = {
    email: account.email,
    username: account.username,
    first_name: account.first_name,
    last_name: account.last_name,
    is_admin: account.is_admin,
    has_dashboard_online_access: account.has_dashboard_online_access,
  };
  const form = useHubForm({
    defaultValues,
    schema,
    submit: ({ username, ...values }) => {
      setSaved(false);
      return hubRequest<AccountDetail>("PATCH", `accounts/${account.id}/`, {
        ...values,
        ...(username.trim() ? { username } : {}),
      });
    },
    onSaved: () => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: ["hub"] });
    },
  });
  return (
    <HubFormElement form={form} label={text.profile}>
      <AccountFields form={form} />
      <form.AppForm>
        <form.SubmitBar label={text.save}>
          {saved && (
            <span role="status" className="hub-alert hub-alert--ok">
              {text.saved}
            </span>
          )}
        </form.SubmitBar>
      </form.AppForm>
    </HubFormElement>
  );
}

/** Deactivate or reactivate, each after a confirmation; a refusal (last admin, own account) is shown as the server says it. */
function AccessSection({ account }: { account: AccountDetail }) {
  const text = useHubTexts(TEXTS);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const activate = !account.is_active;
  const action = activate ? text.reactivate : text.deactivate;
  const change = async () => {
    setOutcome(null);
    const confirmed = await confirm.ask({
      title: action,
      message: <p>{(activate ? text.confirmReactivate : text.confirmDeactivate)(displayName(account))}</p>,
      confirm: action,
      danger: !activate,
    });
    if (!confirmed) return;
    const answer = await hubRequest<AccountDetail>("PATCH", `accounts/${account.id}/`, { is_active: activate });
    if (answer.ok) {
      setOutcome({ ok: true, text: activate ? text.reactivated : text.deactivated });
      void queryClient.invalidateQueries({ queryKey: ["hub"] });
    } else {
      setOutcome({ ok: false, text: answer.body?.detail ?? `HTTP ${answer.status}` });
    }
  };
  return (
    <section className="accounts-section" aria-labelledby="account-access">
      <h2 id="account-access">{text.access}</h2>
      <p>{activate ? text.reactivateIntro : text.deactivateIntro}</p>
      <OutcomeMessage outcome={outcome} />
      <button type="button" className={`hub-button${activate ? "" : " hub-button--danger"}`} onClick={change}>
        {action}
      </button>
      {confirm.dialog}
    </section>
  );
}

type ResetAnswer = SetPasswordLink | { detail: string; ended_sessions: number };

/** Reset the password in a dialog: set one, or make a one-time link shown there once. */
function PasswordSection({ account }: { account: AccountDetail }) {
  const text = useHubTexts(TEXTS);
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<ResetAnswer | null>(null);
  const close = () => {
    setOpen(false);
    setAnswer(null);
  };
  return (
    <section className="accounts-section" aria-labelledby="account-password">
      <h2 id="account-password">{text.password}</h2>
      <p>{text.resetIntro}</p>
      <button type="button" className="hub-button" onClick={() => setOpen(true)}>
        {text.reset}
      </button>
      <HubDialog open={open} title={text.reset} onClose={close}>
        {answer === null ? (
          <ResetForm account={account} onDone={setAnswer} />
        ) : (
          <>
            {"set_password_url" in answer ? (
              <PasswordLinkNotice link={answer} />
            ) : (
              <p role="status" className="hub-alert hub-alert--ok">
                {text.passwordDone(answer.ended_sessions)}
              </p>
            )}
            <button type="button" className="hub-button" onClick={close}>
              {text.done}
            </button>
          </>
        )}
      </HubDialog>
    </section>
  );
}

const NO_CHOICE: PasswordChoice = { password_mode: "link", password: "", password_confirm: "" };

function ResetForm({ account, onDone }: { account: AccountDetail; onDone: (answer: ResetAnswer) => void }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const rules = useAccountRuleTexts();
  const schema = useMemo(() => passwordChoiceForm(rules), [rules]);
  const queryClient = useQueryClient();
  const form = useHubForm({
    defaultValues: NO_CHOICE,
    schema,
    submit: (choice) =>
      hubRequest<ResetAnswer>(
        "POST",
        `accounts/${account.id}/password/?lang=${lang}`,
        choice.password_mode === "set" ? { password: choice.password } : {},
      ),
    onSaved: (saved) => {
      // The account's sessions and pending link changed.
      void queryClient.invalidateQueries({ queryKey: ["hub"] });
      onDone(saved);
    },
  });
  return (
    <HubFormElement form={form} label={text.reset}>
      <PasswordChoiceFields form={form} prefix="" />
      <form.AppForm>
        <form.SubmitBar label={text.resetSubmit} />
      </form.AppForm>
    </HubFormElement>
  );
}
