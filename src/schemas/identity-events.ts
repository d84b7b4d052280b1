/**
 * The kinds of identity events (the dashboard's "identity service events", SPEC §1): sign-in and
 * its refusals, sign-out, and every change of an account (issue 25): `account_changed` for its
 * names or address, `rights_changed` for admin or dashboard access. The table's CHECK lists the
 * same kinds (migration 0017; test/integration/hub-accounts.test.ts compares them).
 */
export const IDENTITY_EVENT_KINDS = [
  "login_ok",
  "login_failed",
  "login_locked",
  "logout",
  "password_changed",
  "account_created",
  "account_changed",
  "account_deactivated",
  "account_reactivated",
  "password_reset",
  "password_set",
  "rights_changed",
] as const;

export type IdentityEventKind = (typeof IDENTITY_EVENT_KINDS)[number];
