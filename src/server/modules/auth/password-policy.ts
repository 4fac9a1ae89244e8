/**
 * What a NEW password may not be (OWASP ASVS 6.2.4 and 6.2.12; docs/decisions/0007-passwords.md,
 * promise 7): one of the 49,233 common and breached passwords of `@zxcvbn-ts/language-common`
 * (compared lower-cased); a password made only of runs (`isRunPassword`: repeated or sequential
 * digits and letters, keyboard walks, a repeated short block, a date), the shapes that list
 * leaves to zxcvbn's matchers; or a password containing the name part of the account's e-mail
 * (3 characters or more, case-insensitive). Length (8 to 128) is checked by the shared schema
 * before this runs. Existing passwords are never re-checked: they keep working at sign-in.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../../http/errors';
import { isRunPassword } from './password-runs';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common: choose a longer or less predictable one';
export const EMAIL_NAME_MESSAGE = 'Your password must not contain the name of your e-mail address';

let common: Set<string> | null = null;
/** The common-password list, lower-cased, ranked most common first (as the package ships it). */
export const commonPasswordList = (): readonly string[] =>
  dictionary['passwords-common']!.map((p) => String(p).toLowerCase());
const commonPasswords = () => (common ??= new Set(commonPasswordList()));
const isCommon = (lower: string) => commonPasswords().has(lower);

/** The reason `password` is refused for the account `email`, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  const lower = password.toLowerCase();
  if (isCommon(lower) || isRunPassword(lower, isCommon)) return COMMON_PASSWORD_MESSAGE;
  const name = (email.split('@')[0] ?? '').toLowerCase();
  if (name.length >= 3 && lower.includes(name)) return EMAIL_NAME_MESSAGE;
  return null;
}

/**
 * Refuses `password` for `email` with a 400 on `field` (the form's field name).
 * @throws AppError 400 VALIDATION_FAILED with `fieldErrors[field]`.
 */
export function assertAcceptablePassword(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw fieldError(field, problem);
}
