/**
 * Notification settings and unsubscribing (decision 19): a person turns e-mail kinds off and
 * picks the reminder lead time and digest day on the profile, and they stay saved; a meeting
 * e-mail's footer link opens the unsubscribe page without signing in, which turns that kind off
 * only when its button is pressed. Screenshots (E2E_SCREENSHOTS) at 1280x800 and 390x844.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { dateIn, plusDays } from './support/session';

async function snap(page: Page, name: string, target?: Locator): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [label, width, height] of [
    ['laptop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the profile saves notification settings; a mail’s unsubscribe link turns off its kind only', async ({
  createOrganisation,
  pageAs,
  apiAs,
  browser,
}) => {
  test.setTimeout(120_000);
  const org = await createOrganisation({ firstName: 'Morgan', lastName: 'Lee', timezone: 'UTC' });
  const member = await org.add({
    role: 'Team Member',
    firstName: 'Riley',
    lastName: 'Park',
    managerId: org.owner.id,
  });

  const page = await pageAs(member);
  await page.goto('/profile#notifications');
  const section = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(section.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked();
  await section.getByRole('checkbox', { name: 'Weekly digest' }).uncheck();
  await section.getByRole('combobox', { name: 'Reminder before each 1:1' }).click();
  await page.getByRole('option', { name: '2 days before' }).click();
  await section.getByRole('combobox', { name: /Weekly digest/ }).click();
  await page.getByRole('option', { name: 'Friday' }).click();
  await snap(page, 'notification-settings', section);
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Notification settings saved' }).first(),
  ).toBeVisible();
  await page.reload();
  await expect(section.getByRole('checkbox', { name: 'Weekly digest' })).not.toBeChecked();
  await expect(section.getByRole('combobox', { name: 'Reminder before each 1:1' })).toContainText(
    '2 days before',
  );
  await expect(section.getByRole('combobox', { name: /Weekly digest/ })).toContainText('Friday');

  const managerApi = await apiAs(org.owner);
  const created = await managerApi.post('/api/meetings', {
    data: {
      meeting: {
        teamMemberId: member.id,
        title: 'Unsubscribe check',
        date: plusDays(dateIn('UTC'), 3),
        startTime: '10:00',
        duration: 30,
        timezone: 'UTC',
        agenda: 'Growth',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const mail = await waitForMail(member.email, (m) =>
    (m.email.subject ?? '').includes('Unsubscribe check'),
  );
  const header = mail.email.headers.find((h) => h.key === 'list-unsubscribe-post');
  expect(header?.value).toBe('List-Unsubscribe=One-Click');
  const link = /https?:\/\/\S+\/unsubscribe\/[\w.-]+/.exec(mail.email.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // Opened from the mail in a browser that is not signed in.
  const anonymous = await browser.newPage();
  await anonymous.goto(new URL(link!).pathname);
  await expect(anonymous.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expect(anonymous.getByText('1:1 scheduled, changed or cancelled')).toBeVisible();
  await snap(anonymous, 'unsubscribe-page');
  await anonymous.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(anonymous.getByRole('status')).toContainText('You will no longer receive e-mails');
  await anonymous.close();

  await page.reload();
  await expect(
    section.getByRole('checkbox', { name: '1:1 scheduled, changed or cancelled' }),
  ).not.toBeChecked();
  // Everything else stays as it was.
  await expect(section.getByRole('checkbox', { name: 'Reminders before a 1:1' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Weekly digest' })).not.toBeChecked();
});
