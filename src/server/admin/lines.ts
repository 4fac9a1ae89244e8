/** Helpers for the one-line reports of the admin commands. */

/** The first line of an error's message (or its name when the message is empty). */
export function errorLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0]?.trim() || (err instanceof Error ? err.name : 'unknown error');
}
