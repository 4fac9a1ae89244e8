/**
 * In-app notifications (docs/decisions/0017-notifications.md): the manager changes a 1:1 and the
 * team member's open page shows it on the bell without a reload (the list polls every 30 s);
 * the list names who changed what and links to the 1:1; Mark all as read clears the count.
 * Screenshots of the open bell (E2E_SCREENSHOTS) at 1280x800 and 390x844.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dateIn, plusDays } from './support/session';

const TZ = 'UTC';

async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [label, width, height] of [
    ['laptop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a changed 1:1 reaches the team member’s bell without a reload; Mark all as read clears it', async ({
  createOrganisation,
  pageAs,
  apiAs,
}) => {
  test.setTimeout(120_000);
  const org = await createOrganisation({ firstName: 'Morgan', lastName: 'Lee', timezone: TZ });
  const manager = org.owner;
  const member = await org.add({
    role: 'Team Member',
    firstName: 'Riley',
    lastName: 'Park',
    managerId: manager.id,
  });
  const managerApi = await apiAs(manager);
  const created = await managerApi.post('/api/meetings', {
    data: {
      meeting: {
        teamMemberId: member.id,
        title: 'Growth 1:1',
        date: plusDays(dateIn(TZ), 3),
        startTime: '10:00',
        duration: 30,
        timezone: TZ,
        agenda: 'Growth',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const meetingId = ((await created.json()) as { id: number }).id;

  const page = await pageAs(member);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  // Marks this document: it is still there after the change arrives, so nothing reloaded.
  await page.evaluate(() => {
    (window as unknown as { notificationsMarker: boolean }).notificationsMarker = true;
  });

  const changed = await managerApi.patch(`/api/meetings/${meetingId}`, {
    data: { startTime: '11:30', version: 1 },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  // The poll (at most 30 s) brings it to the open page.
  const bell = header.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible({ timeout: 45_000 });
  expect(
    await page.evaluate(
      () => (window as unknown as { notificationsMarker?: boolean }).notificationsMarker,
    ),
  ).toBe(true);

  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  const entries = dialog.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Morgan Lee changed the 1:1 “Growth 1:1”');
  await expect(entries.first()).toContainText(' at 11:30');
  await expect(entries.nth(1)).toContainText('Morgan Lee scheduled the 1:1 “Growth 1:1”');
  await expect(entries.first().getByRole('link')).toHaveAttribute('href', `/meeting/${meetingId}`);
  await snap(page, 'notifications-open');

  await dialog.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(dialog.getByText('You are all caught up.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // An entry opens its 1:1.
  await header.getByRole('button', { name: 'Notifications', exact: true }).click();
  await dialog.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${meetingId}$`));
  await expect(dialog).toBeHidden();
});
