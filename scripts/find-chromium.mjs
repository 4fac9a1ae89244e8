// Finds a Chromium for Playwright: CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own.
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return null;
}
