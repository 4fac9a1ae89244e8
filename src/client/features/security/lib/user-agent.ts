/**
 * A browser's User-Agent in plain words for the sessions list, parsed with `bowser`:
 * "Firefox on Linux", "Safari on iOS", or "Unknown browser". Display only; never trusted.
 */
import Bowser from 'bowser';

export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name ?? os.name ?? 'Unknown browser';
}
