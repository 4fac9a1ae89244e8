import { expect, test } from './support/fixtures';
import { demoLogin } from './support/session';

test('the address is cleaned of replit*, _* and embed parameters, others stay', async ({
  page,
}) => {
  await page.goto('/?replit_user=1&_ga=2&embed=true&keep=yes');
  await expect.poll(() => new URL(page.url()).search).toBe('?keep=yes');
});

test('unknown paths show the not-found page with its title', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found – Cadence');
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expect(page.getByText('All rights reserved')).toBeVisible();
});

test('page titles read "page name – Cadence" on the visitor pages', async ({ page }) => {
  for (const [path, title] of [
    ['/', 'Welcome – Cadence'],
    ['/login', 'Sign In – Cadence'],
    ['/signup', 'Sign Up – Cadence'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('a signed-out visit to a signed-in page goes to /login', async ({ page }) => {
  await page.goto('/manager-dashboard');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  await expect(page).toHaveTitle('Sign In – Cadence');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

// The client's loader (src/client/boot.ts, decision 22's second amendment): a script file of
// its own (no inline script, CSP `script-src 'self'`), it requests the JavaScript after the first
// contentful paint of a page that has something to paint; the page then works as before.
for (const { path, demo, title } of [
  { path: '/', demo: false, title: 'Welcome – Cadence' },
  { path: '/manager-dashboard', demo: true, title: 'Manager Dashboard – Cadence' },
  { path: '/login', demo: false, title: 'Sign In – Cadence' },
]) {
  test(`${path}${demo ? ' (signed in)' : ''}: no inline script, the scripts after the paint`, async ({
    page,
  }) => {
    if (demo) await demoLogin(page, 'manager');
    const res = await page.request.get(path);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    // The modules' data block (never run) and the loader's file; nothing inline runs.
    expect(scripts.filter((attributes) => !attributes.includes('application/json'))).toEqual([
      expect.stringMatching(/^ async src="\/assets\/boot-[0-9a-f]{10}\.js"$/),
    ]);
    expect(html).not.toContain('<link rel="modulepreload"');
    const csp = res.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");

    await page.goto(path);
    // The title is the client's (index.html's is "Cadence"): its code has run.
    await expect(page).toHaveTitle(title);
    const order = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('/assets/boot-'))
        .map((entry) => entry.startTime),
    }));
    expect(order.scripts.length).toBeGreaterThan(0);
    // A page with content in its HTML waits for its paint; /login's #root is empty.
    if (path !== '/login') {
      expect(order.paint).not.toBeNull();
      expect(Math.min(...order.scripts)).toBeGreaterThanOrEqual(order.paint!);
    }
  });
}
