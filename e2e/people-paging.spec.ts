/**
 * The paged people lists (docs/api.md "Paging") in an organisation of 53 people: All Team
 * Members, and the Executive Dashboard's User Management tab show 50 people, then the rest with
 * "Load more"; the search still runs on the server over everyone; the meeting filters' people
 * picker loads 50 and the next page as one arrows on. With E2E_SCREENSHOTS set, each
 * screen is saved at 1280x800 and 390x844 under .tmp/screens.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Screenshots of the viewport, scrolled to `at` when given (e.g. the Load more button). */
async function snap(page: Page, name: string, at?: Locator) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await at?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/screens/paging-${name}-${w}x${h}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('50 people a page, then Load more, on All Team Members and User Management', async ({
  createOrganisation,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const org = await createOrganisation({
    role: 'Senior Manager',
    firstName: 'Ada',
    emailName: 'ada',
  });
  const manager = await org.add({
    firstName: 'Max',
    lastName: 'Lead',
    role: 'Manager',
    emailName: 'max',
    changePassword: false,
  });
  let last = '';
  for (let i = 0; i < 51; i++) {
    const person = await org.add({
      firstName: `Member${String(i).padStart(2, '0')}`,
      lastName: 'Paged',
      emailName: `paged.${i}`,
      managerId: manager.id,
      changePassword: false,
    });
    last = `${person.firstName} Paged`;
  }
  const page = await pageAs(org.owner);

  await page.goto('/all-team-members');
  const cards = page.getByRole('list', { name: 'Team members' }).getByRole('listitem');
  await expect(cards).toHaveCount(50);
  await expect(page.getByText('Showing 52 of 52 members')).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more team members' });
  await expectNoSeriousA11yViolations(page, '/all-team-members (paged)');
  await snap(page, 'all-team-members');
  await snap(page, 'all-team-members-end', more);
  await more.click();
  await expect(cards).toHaveCount(52);
  await expect(more).toHaveCount(0);
  await expect(cards.last()).toContainText(last);
  await page.getByLabel('Search team members', { exact: true }).fill('member50');
  await expect(cards).toHaveCount(1);
  await expect(page.getByText('Showing 1 of 52 members')).toBeVisible();

  await page.goto('/senior-manager-dashboard?tab=users');
  const team = page.getByRole('list', { name: 'Team Members' }).getByRole('listitem');
  await expect(team).toHaveCount(50);
  await expect(page.getByText('53 users across four levels')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team Members (51)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'User Management (paged)');
  await snap(
    page,
    'user-management-end',
    page.getByRole('button', { name: 'Load more team members' }),
  );
  await page.getByRole('button', { name: 'Load more team members' }).click();
  await expect(team).toHaveCount(51);
  await expect(team.last()).toContainText(last);
  await expect(page.getByRole('button', { name: 'Load more team members' })).toHaveCount(0);

  await page.goto('/senior-manager-dashboard');
  await expect(page.getByText('1 manager and 0 supervisors')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Managers', exact: true })).toContainText('Max Lead');
  await snap(page, 'organization');

  // The meeting filters' people picker: the first 50 people, the rest when arrowing onto the
  // last option; typing searches the server.
  await page.goto('/senior-manager-dashboard?tab=meetings');
  await page.getByRole('combobox', { name: 'Team Member' }).click();
  const picker = page.getByRole('dialog', { name: 'Search team members' });
  const options = picker.getByRole('option');
  await expect(options).toHaveCount(51); // All Team Members and 50 people
  await expect(picker.getByText('Scroll for more, or type to narrow the list.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'people picker (paged)');
  await snap(page, 'people-picker');
  await options.last().focus();
  await expect(options).toHaveCount(54); // and the other 3
  await picker.getByRole('searchbox').fill('member50');
  await expect(options).toHaveCount(2); // the chosen All Team Members and the match
  await expect(options.last()).toHaveText(last);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Team Member' })).toHaveText(last);
});
