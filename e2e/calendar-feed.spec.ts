/**
 * The personal calendar feed (decision 12): the profile shows the private link with Copy,
 * Subscribe (webcal://) and Reset link; the link serves the user's 1:1s without a session;
 * resetting (after the confirmation) retires the old link at once. Screenshots at laptop and
 * phone width when E2E_SCREENSHOTS names a folder.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const section = page.getByRole('region', { name: 'Calendar feed' });
  for (const [label, width, height] of [
    ['laptop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a person subscribes to their calendar feed and resets its link', async ({
  createOrganisation,
  pageAs,
  playwright,
  baseURL,
}) => {
  const { owner } = await createOrganisation({ emailName: 'calendar', firstName: 'Robin' });
  const page = await pageAs(owner);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section).toBeVisible();
  const link = section.getByLabel('Feed link');
  await expect(link).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(link).toHaveAttribute('readonly', '');
  const oldUrl = await link.inputValue();
  await expect(section.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    oldUrl.replace(/^https?:\/\//, 'webcal://'),
  );
  await expect(section.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'profile: calendar feed');
  await snap(page, 'profile-calendar-feed');

  // The link works without a session (a calendar app sends no cookie).
  const anonymous = await playwright.request.newContext({ baseURL });
  const oldPath = new URL(oldUrl).pathname;
  const feed = await anonymous.get(oldPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await section.getByRole('button', { name: 'Reset link' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset the calendar feed link?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'profile: reset calendar feed link');
  await confirm.getByRole('button', { name: 'Reset link' }).click();
  await expect(confirm).toBeHidden();
  await expect(link).not.toHaveValue(oldUrl);
  const newUrl = await link.inputValue();
  expect((await anonymous.get(oldPath)).status()).toBe(404);
  expect((await anonymous.get(new URL(newUrl).pathname)).status()).toBe(200);
  await anonymous.dispose();
});
