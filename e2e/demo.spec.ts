/**
 * Demo mode (spec 1, 2.4, 2.9): each landing-page demo button signs in as a sample person of a
 * fresh sandbox and reaches that person's home with the demo banner; Exit Demo logs out to `/`.
 * The demo sends no e-mail (decision 19): the banner says so, and each e-mail it would have sent
 * is in the bell instead.
 */
import { expect, test } from './support/fixtures';
import { demoLogin } from './support/session';

const DEMOS = [
  { button: 'Try as Senior Manager', home: '/senior-manager-dashboard' },
  { button: 'Try as Manager', home: '/manager-dashboard' },
  { button: 'Try as Team Member', home: '/team-member-dashboard' },
] as const;

for (const { button, home } of DEMOS) {
  test(`"${button}" reaches ${home} with the demo banner; Exit Demo returns to /`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: button }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(home);
    const banner = page.getByRole('region', { name: 'Demo mode' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('No changes are saved');
    await expect(banner).toContainText('E-mails are not sent in the demo');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await banner.getByRole('button', { name: 'Exit Demo' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await expect(banner).toBeHidden();

    // The session is gone: a signed-in page now asks to sign in.
    await page.goto(home);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  });
}

test('a 1:1 scheduled in the demo sends no e-mail: the bell shows the invitation instead', async ({
  page,
}) => {
  await demoLogin(page, 'manager');
  await page.goto('/manager-dashboard');
  await page.getByRole('button', { name: 'Schedule 1:1' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Meeting' });
  await form.getByLabel('Participant').click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Title').fill('Demo bell check');
  await form.getByRole('button', { name: 'Preview Email' }).click();
  await page
    .getByRole('dialog', { name: 'Email Preview' })
    .getByRole('button', { name: 'Send & Schedule' })
    .click();
  const toast = page.getByRole('status').filter({ hasText: '1:1 scheduled successfully' }).first();
  await expect(toast).toContainText('E-mails are not sent in the demo');
  await expect(page.getByText('Email confirmations have been sent')).toHaveCount(0);

  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    dialog.getByText(/E-mail not sent in the demo: .*Meeting Invitation: Demo bell check/),
  ).toBeVisible();
});

test('a demo button clicked before the landing page has hydrated still signs in', async ({
  page,
}) => {
  // The client's scripts are held until the click has landed on the prerendered (inert)
  // button; the loader (already there) keeps it and the client clicks it again once hydrated
  // (src/client/boot.ts). Held, not delayed by a fixed time: a slow machine could otherwise
  // hydrate the page before the click.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!route.request().url().includes('/assets/boot-')) await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof window.cadenceTakeClick === 'function');
  await page.getByRole('button', { name: 'Try as Manager' }).click();
  expect(await page.evaluate(() => document.title)).toBe('Cadence');
  release();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/manager-dashboard');
  await expect(page.getByRole('region', { name: 'Demo mode' })).toBeVisible();
});
