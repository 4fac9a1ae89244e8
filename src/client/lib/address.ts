/**
 * Address cleaning of spec section 1: query parameters whose names start with `replit` or an
 * underscore, and the parameter `embed`, are removed from the address bar.
 */
export function cleanSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key.startsWith('replit') || key.startsWith('_') || key === 'embed') params.delete(key);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Rewrites the current address without the tracking-like parameters (no navigation). */
export function cleanAddressBar(): void {
  const cleaned = cleanSearch(window.location.search);
  if (cleaned !== window.location.search) {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${cleaned}${window.location.hash}`,
    );
  }
}
