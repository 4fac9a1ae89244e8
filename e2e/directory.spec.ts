/**
 * Directories (spec 2.18), the manager profile and the default dashboard (spec 2.3), in the
 * demo sandbox (Helena Ward, Senior Manager; Marcus Chen and Priya Nair, Managers; Diego
 * Alvarez, Supervisor; five Team Members): find people by search and filters, open a profile,
 * and scan each screen with axe. No role reaches the default dashboard, so its test rewrites the
 * role in GET /api/auth/user to an unknown one in the browser (the server still sees the demo
 * manager and serves their meetings).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoLogin } from './support/session';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Directory' });
const managerCards = (page: Page) =>
  page.getByRole('list', { name: 'Managers' }).getByRole('listitem');
const memberCards = (page: Page) =>
  page.getByRole('list', { name: 'Team members' }).getByRole('listitem');

/** The value shown for `label` in a stat tile (a <dt>/<dd> pair). */
const tile = (page: Page, label: string): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

test('a Senior Manager finds managers and team members, and opens a profile with 1:1 figures', async ({
  page,
}) => {
  await demoLogin(page, 'senior-manager');
  await page.goto('/managers');
  await expect(page).toHaveTitle('All Managers – Cadence');
  await expect(nav(page).getByRole('link')).toHaveText([
    'Executive Dashboard',
    'All Managers',
    'All Team Members',
  ]);
  await expect(nav(page).getByRole('link', { name: 'All Managers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(managerCards(page)).toHaveCount(4);
  await expect(tile(page, 'Managers')).toHaveText('4');
  await expect(tile(page, 'Departments')).toHaveText('2');

  const search = page.getByLabel('Search managers', { exact: true });
  await search.fill('design');
  await expect(managerCards(page)).toHaveCount(1);
  await expect(managerCards(page).first()).toContainText('Priya Nair');
  await expect(managerCards(page).first()).toContainText('Design Manager');
  await search.fill('no such person');
  await expect(page.getByText('No managers found')).toBeVisible();
  await expect(tile(page, 'Managers')).toHaveText('4');
  await search.fill('chen');
  await expect(managerCards(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'View Profile of Marcus Chen' }).click();

  await expect(page).toHaveURL(/\/manager\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Marcus Chen' })).toBeVisible();
  await expect(page.getByText('Reports to: Helena Ward')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Direct Reports (3)' })).toBeVisible();
  const reports = page.getByRole('list', { name: 'Direct reports' }).getByRole('listitem');
  await expect(reports.getByRole('link', { name: /^(Aisha|Diego|Kenji)/ })).toHaveText([
    'Aisha Bello',
    'Diego Alvarez',
    'Kenji Sato',
  ]);
  // Aisha: last 1:1 a week ago (in progress), next one today; Kenji's past one is overdue.
  await expect(reports.nth(0)).toContainText('In Progress');
  await expect(reports.nth(0).getByText('Next 1:1')).toBeVisible();
  await expect(reports.nth(2)).toContainText('Overdue');
  await expect(tile(page, 'Overdue')).toHaveText('1');
  await expect(tile(page, 'Held in the last 30 days')).toHaveText('4');
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'manager profile');
  await page.getByRole('link', { name: 'Back to All Managers' }).click();
  await expect(page).toHaveURL(/\/managers$/);

  await nav(page).getByRole('link', { name: 'All Team Members' }).click();
  await expect(page).toHaveTitle('All Team Members – Cadence');
  await expect(page.getByText('Showing 8 of 8 members')).toBeVisible();
  await expect(tile(page, 'Total Members')).toHaveText('8');
  await expect(tile(page, 'Managers')).toHaveText('3');
  await expect(tile(page, 'Team Members')).toHaveText('5');
  await expect(tile(page, 'Departments')).toHaveText('2');
  await page.getByLabel('Search team members', { exact: true }).fill('sato');
  await expect(page.getByText('Showing 1 of 8 members')).toBeVisible();
  await expect(memberCards(page)).toHaveText([/Kenji Sato/]);
  await page.getByLabel('Search team members', { exact: true }).fill('');
  await choose(page, 'Department', 'Design');
  await expect(page.getByText('Showing 3 of 8 members')).toBeVisible();
  await choose(page, 'Role', 'Team Member');
  await expect(page.getByText('Showing 2 of 8 members')).toBeVisible();
  await expect(memberCards(page).getByRole('link')).toHaveText(['Lena Novak', 'Sofia Rossi']);
  await expect(memberCards(page).first()).toContainText('Reports to: Priya Nair');
  await memberCards(page).getByRole('link', { name: 'Lena Novak' }).click();
  await expect(page).toHaveURL(/\/team-member\/\d+$/);
});

test('a Manager finds a supervisor and sees a senior manager’s reports without 1:1 figures', async ({
  page,
}) => {
  await demoLogin(page, 'manager');
  await page.goto('/all-team-members');
  await expect(nav(page).getByRole('link')).toHaveText([
    'Manager Dashboard',
    'All Managers',
    'All Team Members',
  ]);
  await choose(page, 'Role', 'Supervisor');
  await expect(page.getByText('Showing 1 of 8 members')).toBeVisible();
  await expect(memberCards(page).first()).toContainText('Diego Alvarez');
  await expect(memberCards(page).first()).toContainText('Reports to: Marcus Chen');
  await page.getByLabel('Search team members', { exact: true }).fill('nobody at all');
  await expect(page.getByText('No team members match your filters')).toBeVisible();
  await expect(page.getByText('Showing 0 of 8 members')).toBeVisible();

  await nav(page).getByRole('link', { name: 'All Managers' }).click();
  await page.getByLabel('Search managers', { exact: true }).fill('helena.ward');
  await expect(managerCards(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'View Profile of Helena Ward' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Helena Ward' })).toBeVisible();
  await expect(page.getByText('Reports to: No Manager')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Direct Reports (2)' })).toBeVisible();
  await expect(
    page.getByText('1:1 figures are visible to this manager, their managers and senior managers.'),
  ).toBeVisible();
  await expect(page.getByText('Last 1:1')).toHaveCount(0);

  await page.goto('/manager/999999');
  await expect(page.getByRole('heading', { name: 'Manager not found' })).toBeVisible();
});

test('a Team Member reads both directories from their own navigation bar', async ({ page }) => {
  await demoLogin(page, 'team');
  await page.goto('/managers');
  await expect(nav(page).getByRole('link')).toHaveText([
    'My Dashboard',
    'All Managers',
    'All Team Members',
  ]);
  await expect(managerCards(page)).toHaveCount(4);
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'all managers');
  await nav(page).getByRole('link', { name: 'All Team Members' }).click();
  await expect(page.getByText('Showing 8 of 8 members')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'all team members');
});

test('the default dashboard for an unknown role: stats, search, member filter, New Meeting', async ({
  page,
}) => {
  await demoLogin(page, 'manager');
  // The signed-in user arrives twice: in the page's `#cadence-user` JSON and from
  // GET /api/auth/user. Both are given the unknown role.
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, role: 'Contractor' } });
  });
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"role":"Manager"', '"role":"Contractor"');
      expect(body).toContain('"role":"Contractor"');
      await route.fulfill({ response, body });
    },
  );
  await page.goto('/');
  await expect(page).toHaveTitle('Dashboard – Cadence');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Marcus' })).toBeVisible();
  await expect(tile(page, 'Total Meetings').first()).toHaveText('15');
  await expect(page.getByText('40% completion rate')).toBeVisible();
  await expect(tile(page, 'In Progress')).toHaveText('2');
  const recent = page.getByRole('list', { name: 'Recent meetings' }).getByRole('listitem');
  await expect(recent).toHaveCount(5);
  await expect(page.getByText('Great productivity!')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'default dashboard');

  await page.getByRole('button', { name: 'Search Meetings' }).click();
  await expect(page.getByPlaceholder('Search meetings...')).toBeFocused();
  await page.keyboard.type('guild');
  await expect(recent).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Clear' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(recent).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);

  await choose(page, 'Member', 'Kenji Sato');
  await expect(recent).toHaveCount(3);
  await expect(recent.first()).toContainText('Weekly 1:1');
  await page.getByRole('button', { name: 'Clear' }).click();

  await page.getByRole('button', { name: 'New Meeting' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Meeting' })).toBeVisible();
  await page.keyboard.press('Escape');
  await recent.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/meeting\/\d+$/);
});
