import type { ReactNode } from "react";
import { useHubTexts } from "../texts";

const TEXTS = {
  de: {
    email: "E-Mail-Adresse",
    emailHelp: "Damit meldet sich die Person an.",
    firstName: "Vorname",
    lastName: "Nachname",
    username: "Benutzername",
    usernameHelp: "Leer lassen: der Teil der Adresse vor dem @.",
    rights: "Rechte",
    isAdmin: "Administration: Konten und Website-Einstellungen",
    dashboard: "Dashboard: Aktivität, Suchen, Medien, Anmeldungen, Versionen, Fehler",
    rightsHelp: "Ohne diese Rechte bearbeitet das Konto Seiten und öffnet das CMS.",
    passwordMode: "Passwort",
    link: "Einmal-Link erzeugen, mit dem die Person es selbst festlegt",
    set: "Passwort jetzt festlegen",
    password: "Neues Passwort",
    passwordConfirm: "Neues Passwort wiederholen",
  },
  en: {
    email: "E-mail address",
    emailHelp: "The person signs in with it.",
    firstName: "First name",
    lastName: "Last name",
    username: "User name",
    usernameHelp: "Leave empty for the part of the address before the @.",
    rights: "Rights",
    isAdmin: "Administrator: accounts and site settings",
    dashboard: "Dashboard: activity, searches, media, sign-ins, versions, errors",
    rightsHelp: "Without these rights the account edits pages and opens the CMS.",
    passwordMode: "Password",
    link: "Make a one-time link the person sets it with",
    set: "Set the password now",
    password: "New password",
    passwordConfirm: "Repeat the new password",
  },
};

/** What the fields below need of a hub form's field: the kit's text field and checkbox. */
interface KitField {
  TextField: (props: {
    label: string;
    help?: string;
    required?: boolean;
    type?: "text" | "email" | "password";
    autoComplete?: string;
    maxLength?: number;
  }) => ReactNode;
  Checkbox: (props: { label: string; help?: string }) => ReactNode;
  Select: (props: { label: string; options: readonly { value: string; label: string }[] }) => ReactNode;
}

/** What TanStack Form's components render. */
type Rendered = ReactNode | Promise<ReactNode>;

/** A hub form (useHubForm) whose values have the fields `Name`. */
interface FormWith<Name extends string> {
  AppField: (props: { name: Name; children: (field: KitField) => ReactNode }) => Rendered;
  Subscribe: (props: {
    selector: (state: { values: unknown }) => unknown;
    children: (selected: unknown) => ReactNode;
  }) => Rendered;
}

type ProfileName = "email" | "username" | "first_name" | "last_name" | "is_admin" | "has_dashboard_online_access";

/** An account's names, address and rights, in the create and the edit form alike. */
export function AccountFields({ form }: { form: FormWith<ProfileName> }) {
  const text = useHubTexts(TEXTS);
  return (
    <>
      <form.AppField name="email">
        {(field) => (
          <field.TextField label={text.email} help={text.emailHelp} type="email" autoComplete="off" required />
        )}
      </form.AppField>
      <form.AppField name="first_name">
        {(field) => <field.TextField label={text.firstName} autoComplete="off" maxLength={150} required />}
      </form.AppField>
      <form.AppField name="last_name">
        {(field) => <field.TextField label={text.lastName} autoComplete="off" maxLength={150} required />}
      </form.AppField>
      <form.AppField name="username">
        {(field) => (
          <field.TextField label={text.username} help={text.usernameHelp} autoComplete="off" maxLength={150} />
        )}
      </form.AppField>
      <fieldset className="accounts-rights">
        <legend>{text.rights}</legend>
        <p className="hub-field__help">{text.rightsHelp}</p>
        <form.AppField name="is_admin">{(field) => <field.Checkbox label={text.isAdmin} />}</form.AppField>
        <form.AppField name="has_dashboard_online_access">
          {(field) => <field.Checkbox label={text.dashboard} />}
        </form.AppField>
      </fieldset>
    </>
  );
}

type ChoiceName<Prefix extends string> = `${Prefix}${"password_mode" | "password" | "password_confirm"}`;

/**
 * The choice between a one-time link and a password typed twice (the two fields only for the
 * latter), in the create form (`prefix` "password_choice.") and the reset dialog ("").
 */
export function PasswordChoiceFields<Prefix extends string>({
  form,
  prefix,
}: {
  form: FormWith<ChoiceName<Prefix>>;
  prefix: Prefix;
}) {
  const text = useHubTexts(TEXTS);
  const options = [
    { value: "link", label: text.link },
    { value: "set", label: text.set },
  ];
  const modeOf = (values: unknown): unknown => {
    const path = `${prefix}password_mode`.split(".");
    return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);
  };
  return (
    <>
      <form.AppField name={`${prefix}password_mode` as ChoiceName<Prefix>}>
        {(field) => <field.Select label={text.passwordMode} options={options} />}
      </form.AppField>
      <form.Subscribe selector={(state) => modeOf(state.values)}>
        {(mode) =>
          mode === "set" && (
            <>
              <form.AppField name={`${prefix}password` as ChoiceName<Prefix>}>
                {(field) => (
                  <field.TextField label={text.password} type="password" autoComplete="new-password" required />
                )}
              </form.AppField>
              <form.AppField name={`${prefix}password_confirm` as ChoiceName<Prefix>}>
                {(field) => (
                  <field.TextField label={text.passwordConfirm} type="password" autoComplete="new-password" required />
                )}
              </form.AppField>
            </>
          )
        }
      </form.Subscribe>
    </>
  );
}
