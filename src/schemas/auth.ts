import * as v from "valibot";
import { PASSWORD_MIN_LENGTH } from "../lib/passwords";

/** Longest password read: hashing costs the same for any length, reading a huge body does not. */
const PASSWORD_MAX_LENGTH = 1024;

/**
 * POST /{lang}/pageeditor-api/login/ and the sign-in form. The e-mail is not checked for its
 * shape: an address that cannot exist is just an unknown one, answered like any failed attempt.
 */
export const SignInBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(1, "Enter the e-mail address."), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1, "Enter the password."), v.maxLength(PASSWORD_MAX_LENGTH)),
});
export type SignInBody = v.InferOutput<typeof SignInBody>;

/** Whether `password` keeps the one policy of ADR 0018 (at least PASSWORD_MIN_LENGTH characters). */
export function isNewPasswordLength(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

/**
 * A password being set (the editor's own change, an administrator's, a set-password link),
 * refused with `message` (a form passes its language's text).
 */
export function newPasswordSchema(message = `The new password needs at least ${PASSWORD_MIN_LENGTH} characters.`) {
  return v.pipe(v.string(message), v.check(isNewPasswordLength, message));
}

const NewPassword = newPasswordSchema();

/** POST /{lang}/pageeditor-api/user/password/: the current password and the new one. */
export const PasswordChangeBody = v.object({
  old_password: v.pipe(v.string(), v.minLength(1, "Enter the current password."), v.maxLength(PASSWORD_MAX_LENGTH)),
  new_password: NewPassword,
});
export type PasswordChangeBody = v.InferOutput<typeof PasswordChangeBody>;
