import type { AccountRole } from "../../schemas/hub-accounts";

/** The accounts' roles and states as the hub's screens name them. */
export const ACCOUNT_LABELS = {
  de: {
    roles: { admin: "Administration", dashboard: "Dashboard", editor: "Redaktion" } satisfies Record<
      AccountRole,
      string
    >,
    active: "Aktiv",
    inactive: "Deaktiviert",
    never: "nie",
  },
  en: {
    roles: { admin: "Administrator", dashboard: "Dashboard", editor: "Editor" } satisfies Record<AccountRole, string>,
    active: "Active",
    inactive: "Deactivated",
    never: "never",
  },
};
