/**
 * Own action-item pages (spec 2.16): a team member marks one item completed and one
 * stuck on the dashboard, finds each on its page, resets the stuck one from Stuck Action Items
 * (it leaves that page and comes back on Pending), and clears the last pending item; axe-core
 * scans of the three pages. Runs in a fresh demo sandbox (the "team" demo person, Aisha).
 * Set E2E_SCREENSHOTS=<folder> to keep full-page screenshots of each page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoLogin } from './support/session';

const COMPLETE_ME = 'Lead the next design review';
const STICK_ME = 'Bring feedback on the on-call rota';

async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('a team member completes, sticks and resets items across the three pages', async ({
  page,
}) => {
  await demoLogin(page, 'team');
  await page.goto('/team-member-dashboard');
  await page.getByRole('button', { name: `Mark ${COMPLETE_ME} completed` }).click();
  await expect(page.getByRole('button', { name: `Reset ${COMPLETE_ME}` })).toBeVisible();
  await page.getByRole('button', { name: `Mark ${STICK_ME} stuck` }).click();
  await expect(page.getByRole('button', { name: `Reset ${STICK_ME}` })).toBeVisible();

  // Completed: the item is there, counted, searchable, and opens its meeting.
  await page.goto('/completed-action-items');
  await expect(page).toHaveTitle('Completed Action Items – Cadence');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Completed Action Items' }),
  ).toBeVisible();
  const completed = page.getByRole('link', { name: new RegExp(COMPLETE_ME) });
  await expect(completed).toBeVisible();
  await expect(completed).toContainText('Completed on');
  await snap(page, 'completed');
  // Spec 2.16: the completed page's back link goes to /team-member, which leads home.
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/team-member',
  );
  await expectNoSeriousA11yViolations(page, 'Completed Action Items');
  await page.getByLabel('Search action items').fill('next design review');
  await expect(page.getByRole('main').getByRole('listitem').getByRole('link')).toHaveCount(1);
  await expect(
    page.getByRole('list', { name: 'Summary' }).getByRole('listitem').first(),
  ).toHaveText('1Completed items');
  await page.getByLabel('Search action items').fill('no such thing at all');
  await expect(page.getByText('No items match your filters')).toBeVisible();
  await page.getByLabel('Search action items').fill('next design review');
  await completed.click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/meeting\/\d+$/);

  // Stuck: the item shows its meeting, the badge, the reason line and the shared control.
  await page.goto('/stuck-action-items');
  await expect(page).toHaveTitle('Stuck Action Items – Cadence');
  const stuckCard = page.getByRole('listitem').filter({ hasText: STICK_ME });
  await expect(stuckCard).toBeVisible();
  await expect(stuckCard.getByText('Stuck', { exact: true })).toBeVisible();
  await expect(stuckCard.getByText('Reason for being stuck:')).toBeVisible();
  await expect(stuckCard.getByText('Agenda:')).toBeVisible();
  // A demo item stuck with a reason shows it.
  const withReason = page.getByRole('listitem').filter({ hasText: 'Confirm CSV columns' });
  await expect(withReason.getByText('Finance team is at year-end close')).toBeVisible();
  // Spec 4: a stuck item goes back to pending through Reset, its only action.
  await expect(stuckCard.getByRole('button')).toHaveCount(1);
  await expect(stuckCard.getByRole('button', { name: `Mark ${STICK_ME} completed` })).toHaveCount(
    0,
  );
  await snap(page, 'stuck');
  await expectNoSeriousA11yViolations(page, 'Stuck Action Items');
  await stuckCard.getByRole('button', { name: `Reset ${STICK_ME}` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: STICK_ME })).toHaveCount(0);
  // Nothing is stuck today any more (the demo's other stuck items are older).
  await page.getByRole('combobox', { name: 'Filter by date' }).click();
  await page.getByRole('option', { name: 'Today' }).click();
  await expect(page.getByText('No Stuck Action Items')).toBeVisible();

  // Pending: the reset item is back, under its meeting, with the counts in the header.
  await page.goto('/action-items');
  await expect(page).toHaveTitle('Pending Action Items – Cadence');
  const group = page.getByRole('region').filter({ hasText: STICK_ME });
  await expect(group).toBeVisible();
  await expect(group.getByRole('heading', { level: 2 })).toHaveText('Weekly 1:1');
  const summary = page.getByRole('list', { name: 'Summary' }).getByRole('listitem');
  await expect(summary.nth(0)).toHaveText('1Pending');
  await expect(summary.nth(2)).toHaveText('1Meetings');
  await snap(page, 'pending');
  await expectNoSeriousA11yViolations(page, 'Pending Action Items');
  await page.getByLabel('Search action items').fill('nothing matches this');
  await expect(page.getByText('No items match your filters')).toBeVisible();
  await page.getByLabel('Search action items').fill('');
  await group.getByRole('button', { name: `Mark ${STICK_ME} completed` }).click();
  await expect(page.getByText('All caught up!')).toBeVisible();
  await snap(page, 'pending-empty');
  await expectNoSeriousA11yViolations(page, 'Pending Action Items (all caught up)');

  await page.goto('/team-member');
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(team-member-dashboard)?$/);
  await page.goto('/action-items');

  // Back to the home dashboard.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(team-member-dashboard)?$/);
});

test('the pages show their loading placeholders (5 completed, 3 stuck)', async ({ page }) => {
  await demoLogin(page, 'team');
  for (const [path, count] of [
    ['/completed-action-items', 5],
    ['/stuck-action-items', 3],
  ] as const) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/action-items\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByTestId('own-items-skeleton')).toHaveCount(count);
    if (path === '/stuck-action-items') await snap(page, 'stuck-loading');
    release();
    await expect(page.getByTestId('own-items-skeleton')).toHaveCount(0);
    await page.unroute(/\/api\/action-items\?/);
  }
});
