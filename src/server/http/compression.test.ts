/**
 * Compression and cache headers (src/server/http/compression.ts): hashed client assets go
 * compressed (the build's .br / .gz, or compressed on the fly) and cached for a year, immutable;
 * index.html and the SPA fallback are revalidated (`no-cache`); API JSON of 1 KiB or more is
 * compressed when the request accepts it, smaller JSON and requests that accept no encoding are
 * sent as they are.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from '../test/harness';
import { CACHE_IMMUTABLE } from './compression';

/** A built client of its own: index.html, a hashed script with its .br/.gz, a hashed style sheet. */
function makeClientDir(): { dir: string; script: string; style: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'cadence-client-test-'));
  mkdirSync(path.join(dir, 'assets'));
  const html =
    '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(dir, 'index.html'), html);
  // The build precompresses index.html too; its cache header must still be no-cache.
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(
    path.join(dir, 'landing.html'),
    html.replace('<div id="root">', '<div id="root" data-prerendered="landing">'),
  );
  const script = `export const rows = ${JSON.stringify(
    Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })),
  )};\n`;
  writeFileSync(path.join(dir, 'assets/index-AbC123.js'), script);
  writeFileSync(path.join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets/index-AbC123.js.gz'), gzipSync(script));
  const style = `${Array.from({ length: 200 }, (_, i) => `.c${i}{margin:${i}px}`).join('\n')}\n`;
  writeFileSync(path.join(dir, 'assets/index-DeF456.css'), style);
  return { dir, script, style };
}

describe.each(databaseKinds())('compression and cache headers on %s', (kind) => {
  const client = makeClientDir();
  const t = useTestApp(kind, { clientDir: client.dir });

  it('sends a hashed script brotli-compressed (the build’s .br), cached for a year', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(client.script);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts none', async () => {
    const gzip = await t.request({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(client.script);
    const plain = await t.request({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(client.script);
    expect(plain.headers['cache-control']).toBe(CACHE_IMMUTABLE);
  });

  it('compresses a hashed file the build did not precompress on the fly, same cache header', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/assets/index-DeF456.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString()).toBe(client.style);
  });

  it('sends index.html and the SPA fallback with no-cache, compressed or not', async () => {
    for (const [url, encoding] of [
      ['/', 'br'],
      ['/', 'identity'],
      ['/manager-dashboard', 'br'],
      ['/meeting/12', 'gzip'],
    ] as const) {
      const res = await t.request({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, url).toBe(200);
      if (encoding === 'br') expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends a browser without a session cookie the prerendered landing page at /, others index.html', async () => {
    const visitor = await t.request({ method: 'GET', url: '/' });
    expect(visitor.body).toContain('data-prerendered="landing"');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(String(visitor.headers.vary)).toMatch(/cookie/i);
    const signedIn = await t.request({ method: 'GET', url: '/', cookie: 'cadence_session=abc' });
    expect(signedIn.body).not.toContain('data-prerendered');
    expect(signedIn.body).toContain('<div id="root">');
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    // Other paths are the application's own: index.html, whoever asks.
    const login = await t.request({ method: 'GET', url: '/login' });
    expect(login.body).not.toContain('data-prerendered');
  });

  it('compresses API JSON of 1 KiB or more when accepted, not smaller JSON', async () => {
    const { manager, member } = await t.factory.team();
    for (let i = 0; i < 12; i++) {
      await t.factory.meeting({ managerId: manager.id, teamMemberId: member.id }, [
        `Follow-up number ${i} with a description long enough to add up`,
      ]);
    }
    const cookie = await t.factory.signIn(manager);
    const plain = await t.request({ method: 'GET', url: '/api/meetings', cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.request({
      method: 'GET',
      url: '/api/meetings',
      cookie,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const small = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
