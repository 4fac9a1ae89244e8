/**
 * Names are names (promise 3; ASVS 5.0 1.3.11): the person names, job titles, departments and
 * 1:1 titles that reach other people's screens and mail refuse web addresses (`://`, `www.`)
 * and control characters, so nobody can write a link into someone else's mailbox under their
 * name. One rule, used by every write path: the shared schemas (sign-up, add and edit a person,
 * the profile's own details, 1:1 create and edit), the CSV import and the SSO-provisioned
 * names (`plainNameIssue`). Mail also renders what was stored before the rule without a
 * linkable address (`src/server/modules/mail/text.ts`, `defangLinks`).
 */
import type { z } from 'zod';

/** The fields the rule guards, by the plural that starts their message. */
export type PlainNameField = 'Names' | 'Job titles' | 'Departments' | 'Titles';

// C0 controls (TAB, CR, LF, NUL…), DEL, C1 controls, the Unicode line/paragraph separators and
// the bidirectional overrides/isolates (which reorder what a reader sees).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const WEB_ADDRESS = /:\/\/|www\./i;

/**
 * Why `value` may not be stored in a field of kind `field`, or null when it may: a web address
 * (`://` or `www.`, any case) gives "<field> cannot contain web addresses", a control character
 * "<field> cannot contain control characters". Null, undefined and '' are fine (the schema's
 * own required/optional rule decides them). Pure.
 */
export function plainNameIssue(
  value: string | null | undefined,
  field: PlainNameField,
): string | null {
  if (!value) return null;
  if (WEB_ADDRESS.test(value)) return `${field} cannot contain web addresses`;
  if (CONTROL.test(value)) return `${field} cannot contain control characters`;
  return null;
}

/**
 * `schema` (a string field, possibly optional or nullable, after its trimming) that also refuses
 * what `plainNameIssue` refuses, with its message on the field (400 `fieldErrors.<field>`).
 * Returns the same schema type, so `.optional()` and the inferred types are unchanged.
 */
export function plainName<S extends z.ZodType<string | null | undefined>>(
  schema: S,
  field: PlainNameField,
): S {
  return schema.superRefine((value, ctx) => {
    const message = plainNameIssue(value as string | null | undefined, field);
    if (message) ctx.addIssue({ code: 'custom', message });
  }) as S;
}
