/**
 * Recognises a PostgreSQL unique violation (SQLSTATE 23505) through Drizzle's wrapper, from
 * either driver (`pg` or PGlite), optionally for one named constraint or index.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (e.code === '23505') {
      if (!constraint) return true;
      if (e.constraint === constraint) return true;
      return typeof e.message === 'string' && e.message.includes(constraint);
    }
    current = e.cause;
  }
  return false;
}
