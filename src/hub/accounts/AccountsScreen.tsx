import { Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { ACCOUNT_ROLES, type AccountRow } from "../../schemas/hub-accounts";
import { HubPage } from "../HubPage";
import { useListQuery } from "../list-state";
import { HubTable } from "../table/HubTable";
import { timeColumn } from "../table/time-column";
import { formatHubDateTime, formatHubNumber, useHubLang, useHubTexts } from "../texts";
import { ACCOUNT_LABELS } from "./labels";

const TEXTS = {
  de: {
    title: "Konten",
    intro: "Wer das CMS nutzen darf. Deaktivierte Konten können sich nicht anmelden.",
    create: "Neues Konto",
    caption: "Alle Konten",
    search: "Name oder E-Mail-Adresse",
    name: "Name",
    email: "E-Mail-Adresse",
    role: "Rolle",
    state: "Status",
    lastSignIn: "Letzte Anmeldung",
    createdAt: "Angelegt",
    sessions: "Sitzungen",
    anyRole: "Alle Rollen",
    anyState: "Aktive und deaktivierte",
  },
  en: {
    title: "Accounts",
    intro: "Who may use the CMS. Deactivated accounts cannot sign in.",
    create: "New account",
    caption: "All accounts",
    search: "Name or e-mail address",
    name: "Name",
    email: "E-mail address",
    role: "Role",
    state: "Status",
    lastSignIn: "Last sign-in",
    createdAt: "Created",
    sessions: "Sessions",
    anyRole: "All roles",
    anyState: "Active and deactivated",
  },
};

/** The accounts list (admins): searched, filtered, sorted and paged by the server, with its CSV. */
export function AccountsScreen() {
  const text = useHubTexts(TEXTS);
  const labels = useHubTexts(ACCOUNT_LABELS);
  const lang = useHubLang();
  const columns = useMemo<ColumnDef<AccountRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: text.name,
        enableSorting: true,
        cell: ({ row }) => (
          <Link to="/cms-hub/accounts/{-$id}" params={{ id: String(row.original.id) }}>
            {`${row.original.first_name} ${row.original.last_name}`.trim() || row.original.username}
          </Link>
        ),
      },
      { id: "email", header: text.email, accessorKey: "email", enableSorting: true },
      {
        id: "role",
        header: text.role,
        enableSorting: false,
        cell: ({ row }) => labels.roles[row.original.role],
      },
      {
        id: "state",
        header: text.state,
        enableSorting: false,
        cell: ({ row }) => (row.original.is_active ? labels.active : labels.inactive),
      },
      {
        id: "last_sign_in",
        header: text.lastSignIn,
        enableSorting: true,
        cell: ({ row }) =>
          row.original.last_sign_in ? formatHubDateTime(lang, row.original.last_sign_in) : labels.never,
      },
      timeColumn("created_at", text.createdAt, lang),
      {
        id: "active_sessions",
        header: text.sessions,
        enableSorting: false,
        cell: ({ row }) => formatHubNumber(lang, row.original.active_sessions),
      },
    ],
    [text, labels, lang],
  );
  return (
    <HubPage
      title={text.title}
      intro={<p>{text.intro}</p>}
      actions={
        <Link to="/cms-hub/accounts/{-$id}" params={{ id: "new" }} className="hub-button hub-button--primary">
          {text.create}
        </Link>
      }
    >
      <HubTable<AccountRow>
        caption={text.caption}
        path="accounts/"
        columns={columns}
        rowKey={(row) => row.id}
        searchLabel={text.search}
        filters={<AccountFilters />}
        csv
      />
    </HubPage>
  );
}

/** The role and state filters; each sets its key in the URL (page back to 1). */
function AccountFilters() {
  const text = useHubTexts(TEXTS);
  const labels = useHubTexts(ACCOUNT_LABELS);
  const [query, setQuery] = useListQuery();
  const roleId = useId();
  const stateId = useId();
  return (
    <>
      <label htmlFor={roleId}>{text.role}</label>
      <select id={roleId} value={query.role ?? ""} onChange={(event) => setQuery({ role: event.currentTarget.value })}>
        <option value="">{text.anyRole}</option>
        {ACCOUNT_ROLES.map((role) => (
          <option key={role} value={role}>
            {labels.roles[role]}
          </option>
        ))}
      </select>
      <label htmlFor={stateId}>{text.state}</label>
      <select
        id={stateId}
        value={query.active ?? ""}
        onChange={(event) => setQuery({ active: event.currentTarget.value })}
      >
        <option value="">{text.anyState}</option>
        <option value="true">{labels.active}</option>
        <option value="false">{labels.inactive}</option>
      </select>
    </>
  );
}
