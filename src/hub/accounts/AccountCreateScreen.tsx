import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  type AccountCreateValues,
  type AccountDetail,
  accountCreateForm,
  type SetPasswordLink,
} from "../../schemas/hub-accounts";
import { hubRequest } from "../api";
import { HubFormElement, useHubForm } from "../form/form";
import { HubPage } from "../HubPage";
import { useHubLang, useHubTexts } from "../texts";
import { AccountFields, PasswordChoiceFields } from "./AccountFields";
import { PasswordLinkNotice } from "./PasswordLinkNotice";
import { useAccountRuleTexts } from "./rule-texts";

const TEXTS = {
  de: {
    title: "Neues Konto",
    intro: "Das Konto kann sich anmelden, sobald es ein Passwort hat: Sie legen es fest oder geben einen Link weiter.",
    form: "Neues Konto",
    submit: "Konto anlegen",
    created: (email: string) => `Das Konto ${email} ist angelegt.`,
    open: "Konto öffnen",
    another: "Noch ein Konto anlegen",
    back: "Zu allen Konten",
  },
  en: {
    title: "New account",
    intro: "The account can sign in once it has a password: you set it, or hand on a link.",
    form: "New account",
    submit: "Create account",
    created: (email: string) => `The account ${email} has been created.`,
    open: "Open the account",
    another: "Create another account",
    back: "To all accounts",
  },
};

const EMPTY: AccountCreateValues = {
  email: "",
  username: "",
  first_name: "",
  last_name: "",
  is_admin: false,
  has_dashboard_online_access: false,
  password_choice: { password_mode: "link", password: "", password_confirm: "" },
};

type Created = AccountDetail & Partial<SetPasswordLink>;

/** The body of POST accounts/: an empty user name left to the server, the password only when set here. */
function createBody({ password_choice: choice, username, ...profile }: AccountCreateValues) {
  return {
    ...profile,
    ...(username.trim() ? { username } : {}),
    ...(choice.password_mode === "set" ? { password: choice.password } : {}),
  };
}

/** Creates an account; a link made for it is shown once, here, after the save. */
export function AccountCreateScreen() {
  const text = useHubTexts(TEXTS);
  const [created, setCreated] = useState<Created | null>(null);
  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      {created ? (
        <CreatedNotice created={created} onAnother={() => setCreated(null)} />
      ) : (
        <CreateForm onCreated={setCreated} />
      )}
      <p>
        <Link to="/cms-hub/accounts/{-$id}" params={{ id: undefined }}>
          {text.back}
        </Link>
      </p>
    </HubPage>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: Created) => void }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const rules = useAccountRuleTexts();
  const schema = useMemo(() => accountCreateForm(rules), [rules]);
  const queryClient = useQueryClient();
  const form = useHubForm({
    defaultValues: EMPTY,
    schema,
    // The link is made in the hub's language; the person can switch it on the page.
    submit: (values) => hubRequest<Created>("POST", `accounts/?lang=${lang}`, createBody(values)),
    onSaved: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ["hub"] });
      onCreated(saved);
    },
  });
  return (
    <HubFormElement form={form} label={text.form}>
      <AccountFields form={form} />
      <PasswordChoiceFields form={form} prefix="password_choice." />
      <form.AppForm>
        <form.SubmitBar label={text.submit} />
      </form.AppForm>
    </HubFormElement>
  );
}

function CreatedNotice({ created, onAnother }: { created: Created; onAnother: () => void }) {
  const text = useHubTexts(TEXTS);
  const heading = useRef<HTMLParagraphElement>(null);
  // The form is gone: focus goes to what replaced it, so keyboard and screen reader users land there.
  useEffect(() => heading.current?.focus(), []);
  const { set_password_url: url, set_password_expires_at: until } = created;
  return (
    <div className="accounts-created">
      <p ref={heading} tabIndex={-1} role="status" className="hub-alert hub-alert--ok">
        {text.created(created.email)}
      </p>
      {url && until && <PasswordLinkNotice link={{ set_password_url: url, set_password_expires_at: until }} />}
      <p className="hub-row-actions">
        <Link to="/cms-hub/accounts/{-$id}" params={{ id: String(created.id) }} className="hub-button">
          {text.open}
        </Link>
        <button type="button" className="hub-button" onClick={onAnother}>
          {text.another}
        </button>
      </p>
    </div>
  );
}
