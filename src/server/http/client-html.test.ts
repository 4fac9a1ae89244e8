/**
 * The signed-in pages' HTML (src/server/http/client-html.ts, decision 22's amendment): a live
 * session's page carries that user (the answer of GET /api/auth/user, escaped so that no text
 * of theirs can close the data block) and the shell the build's renderer makes, is never stored
 * (`no-store`) and keeps the strict CSP; without a live session, nobody's data is in the page.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from '../test/harness';
import { jsonForHtml } from './client-html';

/** index.html as the build writes it: the modules' data block and the loader's script file. */
const INDEX =
  '<!doctype html><html><head><script type="application/json" id="cadence-modules">{"entry":"/assets/index-AbC123.js","preload":[]}</script>' +
  '<script async src="/assets/boot-0123456789.js"></script></head><body><div id="root"></div></body></html>';

/** A built client (index.html, landing.html) and, beside it, a shell renderer like the build's. */
function makeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cadence-client-html-'));
  const client = path.join(root, 'client');
  mkdirSync(client);
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(client, 'index.html'), INDEX);
  writeFileSync(
    path.join(client, 'landing.html'),
    INDEX.replace('<div id="root"></div>', '<div id="root" data-prerendered="landing"></div>'),
  );
  // The real renderer is React's (src/client/prerender.tsx), which escapes text itself.
  writeFileSync(
    path.join(root, 'ssr', 'prerender.js'),
    'export function renderShell(user) { return `<header data-user-id="${user.id}">shell</header>`; }\n',
  );
  return client;
}

/** The text of the page's `#cadence-user` data block, or null. */
function userBlock(html: string): string | null {
  return (
    /<script type="application\/json" id="cadence-user">(.*?)<\/script>/s.exec(html)?.[1] ?? null
  );
}

describe('jsonForHtml', () => {
  it('writes <, >, & and the line separators as escapes that JSON.parse reads back', () => {
    const value = { name: '</script><!--<b>&amp;\u2028\u2029' };
    const json = jsonForHtml(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe.each(databaseKinds())('signed-in pages carry their user on %s', (kind) => {
  const t = useTestApp(kind, { clientDir: makeBuild() });

  it('sends a signed-in page with its user, the shell, no-store and the strict CSP', async () => {
    const { manager } = await t.factory.team();
    const cookie = await t.factory.signIn(manager);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    for (const url of ['/manager-dashboard', '/', '/meeting/12']) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(String(res.headers.vary), url).toMatch(/cookie/i);
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc, url).toBe("script-src 'self'");
      expect(res.body, url).toContain(
        `<div id="root" data-prerendered="shell"><header data-user-id="${manager.id}">shell</header></div>`,
      );
      expect(res.body, url).not.toContain('data-prerendered="landing"');
      expect(JSON.parse(userBlock(res.body)!), url).toEqual(me.json());
    }
  });

  it('puts each session’s own user in the page, and nobody’s without a live session', async () => {
    const { manager, member } = await t.factory.team();
    const asMember = await t.request({
      method: 'GET',
      url: '/manager-dashboard',
      cookie: await t.factory.signIn(member),
    });
    expect(JSON.parse(userBlock(asMember.body)!).id).toBe(member.id);
    expect(asMember.body).not.toContain(manager.email);

    for (const cookie of [undefined, 'cadence_session=not-a-session']) {
      const res = await t.request({ method: 'GET', url: '/manager-dashboard', cookie });
      expect(res.statusCode).toBe(200);
      expect(userBlock(res.body)).toBeNull();
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // A stale cookie at `/` gets index.html too (the landing page is for cookie-less visitors).
    const stale = await t.request({ method: 'GET', url: '/', cookie: 'cadence_session=gone' });
    expect(userBlock(stale.body)).toBeNull();
    expect(stale.body).not.toContain('data-prerendered');
  });

  it('keeps a user’s script-like text inside the data block (promise 3)', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const user = await t.factory.user({ firstName: name, jobTitle: 'a\u2028b & <c>' });
    const res = await t.request({
      method: 'GET',
      url: '/profile',
      cookie: await t.factory.signIn(user),
    });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--');
    // One data block, closed where the server closed it, that reads back as the user's text.
    expect(res.body.match(/<\/script>/g)).toHaveLength(3);
    const parsed = JSON.parse(userBlock(res.body)!);
    expect(parsed.firstName).toBe(name);
    expect(parsed.jobTitle).toBe('a\u2028b & <c>');
  });
});
