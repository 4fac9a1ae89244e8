/**
 * Time zones (product rule 9), through the UI: sign-up starts at the browser's zone (Playwright's
 * `timezoneId`) and the picker finds zones by typing; a meeting page states the meeting's zone
 * and the viewer's own time; changing one's zone on the profile changes that line at once.
 */
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { User } from '../src/shared/schemas/user';

test.describe('in a browser set to India time', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('sign-up preselects the browser’s zone, and the picker searches the whole list', async ({
    page,
    uniqueTag,
  }) => {
    const email = `priya.rao.${uniqueTag}@cadence.test`;
    const password = 'Manager-pass-1';
    await page.goto('/signup');
    const zone = page.getByRole('combobox', { name: 'Timezone' });
    // Chromium names this zone Asia/Calcutta; the list holds its current name.
    await expect(zone).toHaveText('Asia/Kolkata');

    await zone.click();
    const popup = page.getByRole('dialog', { name: 'Search time zones' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('option', { name: /^Europe\/Kyiv/ })).toBeAttached();
    await expect(popup.getByRole('option', { name: /Asia\/Mumbai/ })).toHaveCount(0);
    await page.keyboard.type('mumbai');
    await expect(popup.getByRole('status')).toHaveText('No time zone matches “mumbai”.');
    await popup.getByRole('searchbox', { name: 'Search time zones' }).fill('calcutta');
    await expect(popup.getByRole('option', { name: /^Asia\/Kolkata/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-up, time-zone picker open');
    await page.keyboard.press('Escape');
    await expect(zone).toHaveText('Asia/Kolkata');

    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Organisation').fill(`Lotus ${uniqueTag}`);
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Manager', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/manager-dashboard$/);
    const me = (await (await page.request.get('/api/auth/user')).json()) as User;
    expect(me).toMatchObject({ email, timezone: 'Asia/Kolkata' });
  });
});

test('a meeting page states the meeting’s zone and the viewer’s time, which follows their profile', async ({
  createOrganisation,
  apiAs,
  pageAs,
}) => {
  const org = await createOrganisation({ timezone: 'Europe/Berlin' });
  const member = await org.add({ firstName: 'Kiran', timezone: 'Asia/Kolkata' });
  // 10:00 in Berlin in January (UTC+1) is 14:30 in Kolkata (UTC+5:30) and 04:00 in New York.
  const created = await (
    await apiAs(org.owner)
  ).post('/api/meetings', {
    data: {
      meeting: {
        teamMemberId: member.id,
        title: 'Quarterly review',
        date: '2030-01-15',
        startTime: '10:00',
        duration: 30,
        timezone: 'Europe/Berlin',
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  const page = await pageAs(member);
  await page.goto(`/meeting/${id}`);
  await expect(page.getByText('10:00 Europe/Berlin · 14:30 your time')).toBeVisible();

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Time zone' });
  const picker = section.getByRole('combobox', { name: 'Time zone' });
  await expect(picker).toHaveText('Asia/Kolkata');
  await picker.click();
  await expect(page.getByRole('dialog', { name: 'Search time zones' })).toBeVisible();
  await page.keyboard.type('new york');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveText('America/New_York');
  await section.getByRole('button', { name: 'Save time zone' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Time zone changed' }).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'profile, time zone changed');

  // Back in the app without a reload: the signed-in user already has the new zone.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/meeting/${id}$`));
  await expect(page.getByText('10:00 Europe/Berlin · 04:00 your time')).toBeVisible();
  const me = (await (await page.request.get('/api/auth/user')).json()) as User;
  expect(me.timezone).toBe('America/New_York');

  // The organiser, in the meeting's zone, reads the time once.
  const ownerPage = await pageAs(org.owner);
  await ownerPage.goto(`/meeting/${id}`);
  await expect(ownerPage.getByText('10:00 Europe/Berlin', { exact: true })).toBeVisible();
});
