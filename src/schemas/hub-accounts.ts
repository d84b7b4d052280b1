import * as v from "valibot";
import { PASSWORD_MIN_LENGTH } from "../lib/passwords";
import { newPasswordSchema } from "./auth";
import { hubListQuery } from "./hub";

/**
 * The hub's accounts (issue 25, admins only): the bodies of its calls and the rows it answers.
 * The rules are one set, built by `accountRules` with the messages of a language: the API
 * refuses in English, the hub's forms say the same in the editor's language.
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

/** The list's filters and sort, which its CSV export takes too. */
export type AccountFilters = Omit<AccountListQuery, "page" | "page_size">;

const NAME_MAX_LENGTH = 150;
const EMAIL_MAX_LENGTH = 254;

/** What the account rules say when they refuse, in one language. */
export interface AccountRuleTexts {
  email: string;
  emailInvalid: string;
  firstName: string;
  lastName: string;
  username: string;
  tooLong: (max: number) => string;
  password: string;
  passwordMismatch: string;
  right: string;
}

export const ACCOUNT_RULE_TEXTS_EN: AccountRuleTexts = {
  email: "Enter the e-mail address.",
  emailInvalid: "Enter a valid e-mail address.",
  firstName: "Enter the first name.",
  lastName: "Enter the last name.",
  username: "Enter the user name.",
  tooLong: (max) => `This can have at most ${max} characters.`,
  password: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordMismatch: "The two passwords do not match.",
  right: "Expected true or false.",
};

/** The rules of each field of an account, refusing with `texts`. */
function accountRules(texts: AccountRuleTexts) {
  const name = (missing: string) =>
    v.pipe(
      v.string(missing),
      v.trim(),
      v.minLength(1, missing),
      v.maxLength(NAME_MAX_LENGTH, texts.tooLong(NAME_MAX_LENGTH)),
    );
  return {
    /** The sign-in address, compared without case (stored lower-cased, as `npm run user:add` does). */
    email: v.pipe(
      v.string(texts.email),
      v.trim(),
      v.toLowerCase(),
      v.minLength(1, texts.email),
      v.email(texts.emailInvalid),
      v.maxLength(EMAIL_MAX_LENGTH, texts.tooLong(EMAIL_MAX_LENGTH)),
    ),
    username: name(texts.username),
    first_name: name(texts.firstName),
    last_name: name(texts.lastName),
    right: v.boolean(texts.right),
    password: newPasswordSchema(texts.password),
  };
}

const rules = accountRules(ACCOUNT_RULE_TEXTS_EN);

/**
 * POST accounts/: a new account. Without `username` the address's local part is used (as
 * `npm run user:add` does); without `password` the answer carries a one-time set-password link.
 */
export const AccountCreateBody = v.object({
  email: rules.email,
  username: v.optional(rules.username),
  first_name: rules.first_name,
  last_name: rules.last_name,
  is_admin: rules.right,
  has_dashboard_online_access: rules.right,
  password: v.optional(rules.password),
});
export type AccountCreateBody = v.InferOutput<typeof AccountCreateBody>;

/** PATCH accounts/:id/: any of these; `is_active: false` deactivates (every session ends at once). */
export const AccountPatchBody = v.pipe(
  v.object({
    email: v.optional(rules.email),
    username: v.optional(rules.username),
    first_name: v.optional(rules.first_name),
    last_name: v.optional(rules.last_name),
    is_admin: v.optional(rules.right),
    has_dashboard_online_access: v.optional(rules.right),
    is_active: v.optional(rules.right),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), "Name at least one field to change."),
);
export type AccountPatchBody = v.InferOutput<typeof AccountPatchBody>;

/** POST accounts/:id/password/: `{ password }` sets it; `{}` makes a new one-time set-password link. */
export const AccountPasswordBody = v.object({ password: v.optional(rules.password) });
export type AccountPasswordBody = v.InferOutput<typeof AccountPasswordBody>;

/**
 * How a form gives an account its password: one typed twice (`set`), or a one-time link the
 * administrator hands on (`link`). Only `set` checks the two fields, each at its own.
 */
export function passwordChoiceForm(texts: AccountRuleTexts) {
  const { password } = accountRules(texts);
  return v.pipe(
    v.object({ password_mode: v.picklist(["set", "link"]), password: v.string(), password_confirm: v.string() }),
    v.forward(
      v.partialCheck(
        [["password_mode"], ["password"]],
        (input) => input.password_mode === "link" || v.is(password, input.password),
        texts.password,
      ),
      ["password"],
    ),
    v.forward(
      v.partialCheck(
        [["password_mode"], ["password"], ["password_confirm"]],
        (input) => input.password_mode === "link" || input.password === input.password_confirm,
        texts.passwordMismatch,
      ),
      ["password_confirm"],
    ),
  );
}
export type PasswordChoice = v.InferInput<ReturnType<typeof passwordChoiceForm>>;

function profileEntries(texts: AccountRuleTexts) {
  const fields = accountRules(texts);
  return {
    email: fields.email,
    username: v.union([v.literal(""), fields.username], texts.tooLong(NAME_MAX_LENGTH)),
    first_name: fields.first_name,
    last_name: fields.last_name,
    is_admin: fields.right,
    has_dashboard_online_access: fields.right,
  };
}

/** The hub's form of an account's names, address and rights (an empty user name: the address's local part). */
export function accountProfileForm(texts: AccountRuleTexts) {
  return v.object(profileEntries(texts));
}
export type AccountProfile = v.InferInput<ReturnType<typeof accountProfileForm>>;

/** The hub's create form: the profile and, as `password_choice`, a password or a link. */
export function accountCreateForm(texts: AccountRuleTexts) {
  return v.object({ ...profileEntries(texts), password_choice: passwordChoiceForm(texts) });
}
export type AccountCreateValues = v.InferInput<ReturnType<typeof accountCreateForm>>;

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
