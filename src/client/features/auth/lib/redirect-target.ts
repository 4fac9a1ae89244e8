/**
 * Where to go after signing in: the same-origin path the router remembered in
 * `location.state.from` when it sent the visitor to /login, otherwise `/`. Anything that is not
 * a plain local path (e.g. `//evil.example`) is ignored.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
