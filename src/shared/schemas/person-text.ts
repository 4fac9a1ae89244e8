/**
 * The edges of a person's text fields (names, job titles, departments, organisation names):
 * stored values never start or end with whitespace or a control character (red team 2, finding 3:
 * a CSV cell kept a leading TAB or CR). The shared schemas of `user.ts` and `auth.ts` trim with
 * `trimmedText`, so every form and route that writes these fields gets it; the server's other
 * writers (CSV import, single sign-on, the admin command) call `trimControl` themselves.
 */
import { z } from 'zod';

/** Leading or trailing whitespace and control characters (Unicode Cc: C0, DEL and C1). */
const EDGES = /^[\s\p{Cc}]+|[\s\p{Cc}]+$/gu;

/** `text` without whitespace or control characters at either end ("\t\r Ana\u0007 " → "Ana"). */
export function trimControl(text: string): string {
  return text.replace(EDGES, '');
}

/** A string schema that trims like {@link trimControl} before its other checks (min, max…). */
export const trimmedText = () => z.string().overwrite(trimControl);
