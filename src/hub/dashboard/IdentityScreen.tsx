import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { IdentityEventEntry } from "../../schemas/dashboard-logs";
import { IDENTITY_EVENT_KINDS, type IdentityEventKind } from "../../schemas/identity-events";
import { HubPage } from "../HubPage";
import { HubTable } from "../table/HubTable";
import { timeColumn } from "../table/time-column";
import { useHubLang, useHubTexts } from "../texts";
import { AccountCell, AccountFilter, PeriodFilter, SelectFilter } from "./filters";

const TEXTS = {
  de: {
    title: "Anmeldungen",
    intro:
      "Anmeldungen, Fehlversuche, Sperren, Abmeldungen und Änderungen an Konten. Der Client ist ein Kürzel der Adresse, nie die Adresse selbst.",
    caption: "Ereignisse, neueste zuerst",
    search: "E-Mail-Adresse enthält",
    when: "Zeitpunkt",
    kind: "Ereignis",
    account: "Konto",
    actor: "Durch",
    email: "Eingegebene Adresse",
    client: "Client",
    none: "kein Konto",
    kinds: {
      login_ok: "Anmeldung",
      login_failed: "Anmeldung fehlgeschlagen",
      login_locked: "Anmeldung gesperrt (Limit)",
      logout: "Abmeldung",
      password_changed: "Passwort geändert",
      account_created: "Konto angelegt",
      account_deactivated: "Konto deaktiviert",
      account_reactivated: "Konto reaktiviert",
      password_reset: "Passwort zurückgesetzt",
      password_set: "Passwort gesetzt",
      rights_changed: "Rechte geändert",
      account_changed: "Konto geändert",
    } satisfies Record<IdentityEventKind, string>,
  },
  en: {
    title: "Identity events",
    intro:
      "Sign-ins, failures, limits hit, sign-outs and changes of accounts. The client is a short code of the address, never the address itself.",
    caption: "Events, newest first",
    search: "E-mail address contains",
    when: "When",
    kind: "Event",
    account: "Account",
    actor: "By",
    email: "Address typed",
    client: "Client",
    none: "no account",
    kinds: {
      login_ok: "Signed in",
      login_failed: "Sign-in failed",
      login_locked: "Sign-in locked (limit)",
      logout: "Signed out",
      password_changed: "Password changed",
      account_created: "Account created",
      account_deactivated: "Account deactivated",
      account_reactivated: "Account reactivated",
      password_reset: "Password reset",
      password_set: "Password set",
      rights_changed: "Rights changed",
      account_changed: "Account changed",
    } satisfies Record<IdentityEventKind, string>,
  },
};

function kindLabel(kinds: Record<IdentityEventKind, string>, kind: string): string {
  return (IDENTITY_EVENT_KINDS as readonly string[]).includes(kind) ? kinds[kind as IdentityEventKind] : kind;
}

/** The dashboard's identity events panel (issue 25): by account and client, filtered by kind and period. */
export function IdentityScreen() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  // Stable columns: TanStack renders each cell function as a component, so a new function per
  // render would mount the cells anew and lose the focus of a button inside them.
  const columns = useMemo<ColumnDef<IdentityEventEntry, unknown>[]>(
    () => [
      timeColumn("created_at", text.when, lang),
      {
        id: "kind",
        header: text.kind,
        enableSorting: true,
        cell: ({ row }) => kindLabel(text.kinds, row.original.kind),
      },
      {
        id: "account",
        header: text.account,
        enableSorting: false,
        cell: ({ row }) => <AccountCell account={row.original.account} fallback={text.none} />,
      },
      {
        id: "actor",
        header: text.actor,
        enableSorting: false,
        cell: ({ row }) => (row.original.actor ? <AccountCell account={row.original.actor} fallback="" /> : null),
      },
      { id: "email", header: text.email, enableSorting: false, cell: ({ row }) => row.original.email },
      {
        id: "client",
        header: text.client,
        enableSorting: false,
        cell: ({ row }) => (row.original.client ? <code>{row.original.client}</code> : null),
      },
    ],
    [text, lang],
  );
  return (
    <HubPage title={text.title} intro={<p>{text.intro}</p>}>
      <HubTable<IdentityEventEntry>
        caption={text.caption}
        path="dashboard/identity/"
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={text.search}
        csv
        filters={
          <>
            <AccountFilter />
            <PeriodFilter />
            <SelectFilter
              name="kind"
              label={text.kind}
              options={IDENTITY_EVENT_KINDS.map((value) => ({ value, label: text.kinds[value] }))}
            />
          </>
        }
      />
    </HubPage>
  );
}
