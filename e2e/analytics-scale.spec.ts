/**
 * Analytics at team scale: a manager with 51 people sees the paged lists ("Show more
 * members") and the capped Team Analytics lists, each compared with the server's answer.
 */
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { path, checkTeamAnalytics } from './support/analytics-checks';

test('a manager with 51 people sees 50, then the rest with Show more members; Team Analytics caps its lists', async ({
  createOrganisation,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const org = await createOrganisation({ firstName: 'Bo', lastName: 'Big', emailName: 'big' });
  let last = '';
  for (let i = 0; i < 51; i++) {
    const person = await org.add({
      firstName: `Member${String(i).padStart(2, '0')}`,
      lastName: 'Paged',
      emailName: `paged.${i}`,
      // Never signs in: keeps the temporary password.
      changePassword: false,
    });
    last = person.email;
  }
  const page = await pageAs(org.owner);

  await page.goto('/team-progress');
  const cards = page.locator('[data-testid^="member-card-"]');
  await expect(cards).toHaveCount(50);
  await expect(page.getByTestId('total-team-members')).toHaveText('51');
  await expect(page.getByTestId('members-shown')).toHaveText('Showing 50 of 51 members');
  await expectNoSeriousA11yViolations(page, '/team-progress (paged)');
  await page.getByRole('button', { name: 'Show more members' }).click();
  await expect(cards).toHaveCount(51);
  await expect(page.getByTestId('members-shown')).toHaveText('Showing 51 of 51 members');
  await expect(page.getByRole('button', { name: 'Show more members' })).toHaveCount(0);
  await expect(cards.last()).toContainText(last);

  // The search runs on the server over every member, not only the loaded ones.
  await page.getByLabel('Search team members').fill(last);
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('members-shown')).toHaveText('Showing 1 of 1 member');
  await expect(page.getByTestId('total-team-members')).toHaveText('51');

  // Team Analytics lists 10 of the members who need support and draws 20 of the 51.
  const people = (await (await page.request.get('/api/team-members')).json()) as {
    id: number;
    firstName: string;
  }[];
  const first12 = people
    .filter((p) => p.firstName.startsWith('Member'))
    .sort((a, b) => a.firstName.localeCompare(b.firstName))
    .slice(0, 12);
  for (const [i, p] of first12.entries()) {
    const created = await page.request.post('/api/meetings', {
      data: {
        meeting: {
          teamMemberId: p.id,
          date: '2030-01-15',
          startTime: '10:00',
          duration: 30,
          agenda: `Check-in ${i}`,
        },
      },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto('/team-analytics');
  const analytics = await checkTeamAnalytics(page);
  // 12 members with one scheduled meeting each score 0: one is the Top Performer, 11 need support.
  expect(analytics).toMatchObject({ activeMembers: 12, needsSupportTotal: 11, membersTotal: 51 });
  await expect(page.getByTestId('needs-support').getByRole('listitem')).toHaveCount(10);
  await expect(page.getByTestId('needs-support-more')).toHaveText(
    'And 1 more member needs support',
  );
  await expect(page.getByTestId('chart-members-shown')).toHaveText(
    'Showing 20 of 51 members, lowest completion rate first',
  );
  await expectNoSeriousA11yViolations(page, '/team-analytics (capped lists)');
  await page.getByRole('link', { name: 'View all on Team Member Progress' }).click();
  await expect.poll(() => path(page)).toBe('/team-progress');
  await expect(page.getByTestId('members-shown')).toHaveText('Showing 50 of 51 members');

  // On a phone the member cards fit the screen: a long name and e-mail are cut, and no page
  // scrolls sideways (a card's uncut line once widened the whole page to 445 px).
  const withItem = await page.request.post('/api/meetings', {
    data: {
      meeting: {
        teamMemberId: first12[0]!.id,
        date: '2030-01-16',
        startTime: '11:00',
        duration: 30,
        agenda: 'Plan',
        actionItems: ['Write the plan'],
      },
    },
  });
  expect(withItem.status(), await withItem.text()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [url, card] of [
    ['/team-progress', 'member-card-'],
    ['/action-items-overview', 'ai-member-'],
  ] as const) {
    await page.goto(url);
    await expect(page.locator(`[data-testid^="${card}"]`).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBe(390);
  }
});
