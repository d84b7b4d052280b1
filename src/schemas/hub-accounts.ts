import * as v from "valibot";
import { NewPassword } from "./auth";
import { hubListQuery } from "./hub";

/**
 * The hub's accounts (issue 25, admins only): the bodies of its calls, shared by the API and the
 * hub's account forms, and the rows it answers.
 */

/**
 * An account's highest right: `admin`, else `dashboard` (dashboard access), else `editor` (the
 * hub and the editor only). The list's `role` filter takes one.
 */
export const ACCOUNT_ROLES = ["admin", "dashboard", "editor"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** GET accounts/: sorted by name unless told, filtered by `active`, `role` and `q` (names, address). */
export const AccountListQuery = hubListQuery(["name", "email", "created_at", "last_sign_in"], "asc", {
  active: v.optional(v.picklist(["true", "false"], "Expected active=true or active=false")),
  role: v.optional(v.picklist(ACCOUNT_ROLES, `Expected a role: ${ACCOUNT_ROLES.join(", ")}`)),
});
export type AccountListQuery = v.InferOutput<typeof AccountListQuery>;

/** The same filters for the CSV export (no page: the export is what the filters show). */
export type AccountFilters = Omit<AccountListQuery, "page" | "page_size">;

const NAME_MAX_LENGTH = 150;

/** The sign-in address, compared without case (stored lower-cased, as `npm run user:add` does). */
export const AccountEmail = v.pipe(
  v.string("Enter the e-mail address."),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, "Enter the e-mail address."),
  v.email("Enter a valid e-mail address."),
  v.maxLength(254, "The e-mail address can have at most 254 characters."),
);

const name = (what: string) =>
  v.pipe(
    v.string(`Enter the ${what}.`),
    v.trim(),
    v.minLength(1, `Enter the ${what}.`),
    v.maxLength(NAME_MAX_LENGTH, `The ${what} can have at most ${NAME_MAX_LENGTH} characters.`),
  );

export const AccountFirstName = name("first name");
export const AccountLastName = name("last name");
export const AccountUsername = name("user name");

const right = (what: string) => v.boolean(`Expected true or false for ${what}.`);

/**
 * POST accounts/: a new account. Without `username` the address's local part is used (as
 * `npm run user:add` does); without `password` the answer carries a one-time set-password link.
 */
export const AccountCreateBody = v.object({
  email: AccountEmail,
  username: v.optional(AccountUsername),
  first_name: AccountFirstName,
  last_name: AccountLastName,
  is_admin: right("is_admin"),
  has_dashboard_online_access: right("has_dashboard_online_access"),
  password: v.optional(NewPassword),
});
export type AccountCreateBody = v.InferOutput<typeof AccountCreateBody>;

/** PATCH accounts/:id/: any of these; `is_active: false` deactivates (every session ends at once). */
export const AccountPatchBody = v.pipe(
  v.object({
    email: v.optional(AccountEmail),
    username: v.optional(AccountUsername),
    first_name: v.optional(AccountFirstName),
    last_name: v.optional(AccountLastName),
    is_admin: v.optional(right("is_admin")),
    has_dashboard_online_access: v.optional(right("has_dashboard_online_access")),
    is_active: v.optional(right("is_active")),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), "Name at least one field to change."),
);
export type AccountPatchBody = v.InferOutput<typeof AccountPatchBody>;

/** POST accounts/:id/password/: `{ password }` sets it; `{}` makes a new one-time set-password link. */
export const AccountPasswordBody = v.object({ password: v.optional(NewPassword) });
export type AccountPasswordBody = v.InferOutput<typeof AccountPasswordBody>;

/** A row of GET accounts/ (and its CSV). */
export interface AccountRow {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  role: AccountRole;
  is_admin: boolean;
  has_dashboard_online_access: boolean;
  is_active: boolean;
  created_at: string;
  /** The latest successful sign-in (identity event `login_ok`), null when never. */
  last_sign_in: string | null;
  /** Sessions before both their expiries. */
  active_sessions: number;
}

/** GET accounts/:id/: the row, whether a password is set, and until when an unused link works. */
export interface AccountDetail extends AccountRow {
  has_password: boolean;
  set_password_link_expires_at: string | null;
}

/** A set-password link as the create and reset calls answer it, once: only its hash is kept. */
export interface SetPasswordLink {
  set_password_url: string;
  set_password_expires_at: string;
}
