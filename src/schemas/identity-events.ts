/**
 * The kinds of identity events (the dashboard's "identity service events", SPEC §1): sign-in and
 * its refusals, sign-out, and every change of an account (issue 25). The table's CHECK lists
 * the same kinds (workers/db/migrations).
 */
export const IDENTITY_EVENT_KINDS = [
  "login_ok",
  "login_failed",
  "login_locked",
  "logout",
  "password_changed",
  "account_created",
  "account_deactivated",
  "account_reactivated",
  "password_reset",
  "password_set",
  "rights_changed",
] as const;

export type IdentityEventKind = (typeof IDENTITY_EVENT_KINDS)[number];
