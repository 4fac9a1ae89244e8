/**
 * Progress and analytics pages (spec 2.10–2.15): opened from their links as the demo
 * Manager and the demo Senior Manager, each page's key figures are read on screen and compared
 * with the analytics call's own answer fetched in the same test (so the page renders the
 * server's figures); empty states for a manager without a team; axe-core on every screen.
 */
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoLogin } from './support/session';
import {
  path,
  checkTeamProgress,
  checkTeamAnalytics,
  checkActionItemsOverview,
  checkBehindSchedule,
  checkMemberPerformance,
} from './support/analytics-checks';

test('manager: progress, overviews, member performance and analytics show the server figures', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await demoLogin(page, 'manager');
  await page.goto('/');
  await expect.poll(() => path(page)).toBe('/manager-dashboard');

  await page.getByRole('link', { name: 'Team Progress' }).click();
  await expect.poll(() => path(page)).toBe('/team-progress');
  const progress = await checkTeamProgress(page, '/manager-dashboard');
  expect(progress.members.length).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, '/team-progress (manager)');

  // Search by username or e-mail; nothing matching shows the empty state.
  const target = progress.members[0]!;
  const search = page.getByLabel('Search team members');
  await search.fill(target.email.toUpperCase());
  await expect(page.locator('[data-testid^="member-card-"]')).toHaveCount(1);
  await expect(page.getByTestId(`member-card-${target.id}`)).toBeVisible();
  await search.fill('no-such-person-xyz');
  await expect(page.getByText('No team members found')).toBeVisible();
  await search.fill('');

  await page.getByRole('link', { name: /Total Action Items/ }).click();
  await expect.poll(() => path(page)).toBe('/action-items-overview');
  await checkActionItemsOverview(page);
  await expectNoSeriousA11yViolations(page, '/action-items-overview (manager)');

  await page.getByRole('link', { name: 'Back to Team Progress' }).click();
  await page.getByRole('link', { name: /Behind Schedule/ }).click();
  await expect.poll(() => path(page)).toBe('/behind-schedule-overview');
  await checkBehindSchedule(page);
  await expectNoSeriousA11yViolations(page, '/behind-schedule-overview (manager)');

  await page.getByRole('link', { name: 'Back to Team Progress' }).click();
  await page
    .getByTestId(`member-card-${target.id}`)
    .getByRole('link', { name: target.username, exact: true })
    .click();
  await expect.poll(() => path(page)).toBe(`/team-member/${target.id}`);
  await checkMemberPerformance(page, target.id, '/manager-dashboard');
  await expectNoSeriousA11yViolations(page, '/team-member/{id} (manager)');

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect.poll(() => path(page)).toBe('/manager-dashboard');
  await page.getByRole('link', { name: 'Team Analytics' }).click();
  await expect.poll(() => path(page)).toBe('/team-analytics');
  const analytics = await checkTeamAnalytics(page);
  expect(analytics.totalMembers).toBe(progress.totals.members);
  await expectNoSeriousA11yViolations(page, '/team-analytics (manager)');
});

test('manager: member performance states (invalid id, not found)', async ({ page }) => {
  await demoLogin(page, 'manager');
  await page.goto('/team-member/abc');
  await expect(page.getByRole('heading', { name: 'Invalid Team Member ID' })).toBeVisible();
  await expect(page.getByText('No team member ID was provided.')).toBeVisible();
  await page.goto('/team-member/99999999');
  await expect(page.getByRole('heading', { name: 'Team Member Not Found' })).toBeVisible();
  await expect(page.getByText('The requested team member could not be found.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/team-member/{unknown}');
});

test('senior manager: the organisation-wide pages show the server figures', async ({ page }) => {
  test.setTimeout(120_000);
  await demoLogin(page, 'senior-manager');
  await page.goto('/');
  await expect.poll(() => path(page)).toBe('/senior-manager-dashboard');
  await page.getByRole('link', { name: /Team Progress/ }).click();
  await expect.poll(() => path(page)).toBe('/team-progress');
  const progress = await checkTeamProgress(page, '/senior-manager-dashboard');
  // The Senior Manager sees more people than the demo Manager's line.
  expect(progress.members.length).toBeGreaterThan(4);
  await expectNoSeriousA11yViolations(page, '/team-progress (senior manager)');

  const member = progress.members.find((m) => m.totalMeetings > 0)!;
  await page
    .getByTestId(`member-card-${member.id}`)
    .getByRole('link', { name: `View performance of ${member.username}` })
    .click();
  await expect.poll(() => path(page)).toBe(`/team-member/${member.id}`);
  await checkMemberPerformance(page, member.id, '/senior-manager-dashboard');

  await page.goto('/team-analytics');
  const analytics = await checkTeamAnalytics(page);
  expect(analytics.totalMembers).toBe(progress.totals.members);
  await expectNoSeriousA11yViolations(page, '/team-analytics (senior manager)');

  await page.goto('/team-progress');
  await page.getByRole('link', { name: /Behind Schedule/ }).click();
  await checkBehindSchedule(page);
  await page.goto('/action-items-overview');
  await checkActionItemsOverview(page);
});

test('a manager without a team sees the empty states', async ({ createOrganisation, pageAs }) => {
  const { owner } = await createOrganisation({ firstName: 'Eve', lastName: 'Empty' });
  const page = await pageAs(owner);

  await page.goto('/team-progress');
  await expect(page.getByText('No team members found')).toBeVisible();
  await expect(page.getByTestId('total-team-members')).toHaveText('0');
  await expectNoSeriousA11yViolations(page, '/team-progress (empty)');

  await page.goto('/team-analytics');
  await checkTeamAnalytics(page);
  await expect(page.getByTestId('follow-through')).toHaveText('N/A');
  await expect(page.getByTestId('action-items-pending')).toHaveText('All action items completed!');
  await expectNoSeriousA11yViolations(page, '/team-analytics (empty)');

  await page.goto('/action-items-overview');
  await expect(page.getByRole('heading', { name: 'No Action Items Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/action-items-overview (empty)');

  await page.goto('/behind-schedule-overview');
  await expect(page.getByRole('heading', { name: 'All Caught Up!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/behind-schedule-overview (empty)');
});

test('a team member cannot read team analytics: the page says so', async ({ page }) => {
  await demoLogin(page, 'team');
  await page.goto('/team-analytics');
  await expect(page.getByRole('alert')).toContainText('Failed to load team analytics');
});
