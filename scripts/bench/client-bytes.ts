/**
 * The landing page's weight (`npm run bench`): builds the client with Vite into a fresh
 * temporary folder, opens `/` in Chromium as a visitor (the files served from that folder, the
 * API answering 401 as it does for a visitor), waits for the landing page, and sums the
 * JavaScript and CSS files the page actually fetched: raw bytes, gzip (level 9) and brotli
 * (quality 11), the encodings the server sends (src/server/http/compression.ts). Printed, not
 * asserted. Skipped, with a line saying so, when no Chromium is found (scripts/find-chromium.mjs).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
// @ts-expect-error: a plain .mjs helper without types
import { findChromium } from '../find-chromium.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(11);

/** Builds the client, loads the landing page in Chromium and prints its JS and CSS bytes. */
export async function benchClientBytes(): Promise<void> {
  const executablePath = findChromium() as string | null;
  if (!executablePath) {
    console.log('\nlanding page bytes: skipped (no Chromium; set CHROMIUM_PATH)');
    return;
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'cadence-client-'));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    await build({
      configFile: path.resolve(import.meta.dirname, '../../vite.config.ts'),
      build: { outDir, emptyOutDir: true },
      logLevel: 'warn',
    });
    const page = await browser.newPage();
    const fetched = new Set<string>();
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.startsWith('/api/')) {
        return route.fulfill({ status: 401, json: { message: 'Sign in', code: 'UNAUTHORIZED' } });
      }
      const file = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
      const body = readFileSync(path.join(outDir, file));
      fetched.add(file);
      return route.fulfill({
        status: 200,
        body,
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
    });
    await page.goto('http://cadence.bench/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const sum = (extension: string): Sizes => {
      const sizes: Sizes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
      for (const file of fetched) {
        if (path.extname(file) !== extension) continue;
        const body = readFileSync(path.join(outDir, file));
        sizes.files += 1;
        sizes.raw += body.length;
        sizes.gzip += gzipSync(body, { level: 9 }).length;
        sizes.brotli += brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11 },
        }).length;
      }
      return sizes;
    };
    console.log(
      `\n${'landing page (visitor)'.padEnd(28)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)} ${'brotli'.padStart(11)}`,
    );
    for (const [label, sizes] of [
      ['JavaScript', sum('.js')],
      ['CSS', sum('.css')],
    ] as const) {
      console.log(
        `${`${label} (${sizes.files} files)`.padEnd(28)} ${kib(sizes.raw)} ${kib(sizes.gzip)} ${kib(sizes.brotli)}`,
      );
    }
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
