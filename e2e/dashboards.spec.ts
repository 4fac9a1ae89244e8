/**
 * The dashboards' "This Week" cards (spec 2.3 "Upcoming This Week", 2.4 "This Week"): the first
 * 3 scheduled meetings from today to the Sunday of the viewer's week, soonest first, read from
 * GET /api/meetings?upcoming=true&to=<Sunday>&limit=3 (docs/archive/performance-log.md, Scale "Dashboards").
 */
import { expect, test } from './support/fixtures';
import { demoLogin } from './support/session';

/** `dd/MM/yyyy at HH:mm` → a sortable `yyyy-MM-dd HH:mm`. */
const sortable = (text: string) => {
  const [, d, m, y, time] = /(\d{2})\/(\d{2})\/(\d{4}) at (\d{2}:\d{2})/.exec(text) ?? [];
  return `${y}-${m}-${d} ${time}`;
};

test('the manager’s This Week card lists the first 3 scheduled meetings of the rest of the week', async ({
  page,
}) => {
  await demoLogin(page, 'manager');
  const asked = page.waitForRequest((r) => /\/api\/meetings\?.*upcoming=true/.test(r.url()));
  await page.goto('/manager-dashboard');
  const to = new URL((await asked).url()).searchParams.get('to') ?? '';
  const me = (await (await page.request.get('/api/auth/user')).json()) as { timezone: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: me.timezone }).format(new Date());
  // `to` is the Sunday of the viewer's Monday-to-Sunday week.
  const days = (Date.parse(to) - Date.parse(today)) / 86_400_000;
  expect(new Date(`${to}T00:00:00Z`).getUTCDay()).toBe(0);
  expect(days).toBeGreaterThanOrEqual(0);
  expect(days).toBeLessThanOrEqual(6);
  const res = await page.request.get(`/api/meetings?status=scheduled&from=${today}&to=${to}`);
  const expected = ((await res.json()) as { date: string; startTime: string }[])
    .map((m) => `${m.date} ${m.startTime}`)
    .sort()
    .slice(0, 3);
  const card = page.getByRole('region', { name: 'This Week' });
  if (expected.length === 0) {
    await expect(card.getByText('No upcoming meetings scheduled')).toBeVisible();
    return;
  }
  const links = card.getByRole('link');
  await expect(links).toHaveCount(expected.length);
  expect((await links.allTextContents()).map(sortable)).toEqual(expected);
});

test('a plain-text error answer is shown as "<status>: <body>" (spec 8)', async ({ page }) => {
  await demoLogin(page, 'manager');
  await page.goto('/manager-dashboard');
  await page.getByRole('button', { name: 'Schedule 1:1' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Meeting' });
  await form.getByLabel('Participant').click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Agenda' }).fill('Error handling');
  await form.getByRole('button', { name: 'Preview Email' }).click();
  // A reverse proxy in front of Cadence answers with plain text.
  await page.route('**/api/meetings', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' })
      : route.continue(),
  );
  await page
    .getByRole('dialog', { name: 'Email Preview' })
    .getByRole('button', { name: 'Send & Schedule' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '500: boom' }).first()).toBeVisible();
});

test('in the demo the toasts do not claim mail was sent', async ({ page }) => {
  await demoLogin(page, 'manager');
  await page.goto('/manager-dashboard');
  await page.getByRole('button', { name: 'Schedule 1:1' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Meeting' });
  await form.getByLabel('Participant').click();
  await page.getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Agenda' }).fill('Demo mail');
  await form.getByRole('button', { name: 'Preview Email' }).click();
  await page
    .getByRole('dialog', { name: 'Email Preview' })
    .getByRole('button', { name: 'Send & Schedule' })
    .click();
  const toast = page.getByRole('status').filter({ hasText: '1:1 scheduled successfully' }).first();
  await expect(toast).toContainText('Saved. E-mails are not sent in the demo.');
  await expect(page.getByText('Email confirmations have been sent')).toHaveCount(0);
});
