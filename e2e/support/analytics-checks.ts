/**
 * Checks shared by the analytics journeys (spec 2.10–2.15): each opens a page, reads its key
 * figures on screen and compares them with the analytics call's own answer.
 */
import { expect, type Page } from '@playwright/test';
import type {
  ActionItemsOverviewResponse,
  BehindScheduleResponse,
  MemberPerformanceResponse,
  TeamAnalyticsResponse,
  TeamProgressResponse,
} from '../../src/shared/schemas/analytics';
export async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), `GET ${url}`).toBe(200);
  return (await res.json()) as T;
}

export const path = (page: Page) => new URL(page.url()).pathname;
export const ddmmyyyy = (d: string) => d.split('-').reverse().join('/');
export const hm = (h: number, m: number) => (h > 0 ? `${h}h ${m}m` : `${m}m`);
export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** "Showing X of Y members" under a paged member list (first page: up to 50). */
export async function expectShowing(page: Page, api: { membersTotal: number; members: unknown[] }) {
  expect(api.members.length).toBeLessThanOrEqual(50);
  if (api.membersTotal === 0) await expect(page.getByTestId('members-shown')).toHaveCount(0);
  else
    await expect(page.getByTestId('members-shown')).toHaveText(
      `Showing ${api.members.length} of ${api.membersTotal} member${api.membersTotal === 1 ? '' : 's'}`,
    );
  await expect(page.getByRole('button', { name: 'Show more members' })).toHaveCount(
    api.members.length < api.membersTotal ? 1 : 0,
  );
}

/** /team-progress: summary cards and every member card against GET /api/analytics/progress. */
export async function checkTeamProgress(
  page: Page,
  homePath: string,
): Promise<TeamProgressResponse> {
  await expect(page).toHaveTitle('Team Member Progress – Cadence');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Member Progress' })).toBeVisible();
  const api = await getJson<TeamProgressResponse>(page, '/api/analytics/progress');
  await expect(page.getByTestId('total-team-members')).toHaveText(String(api.totals.members));
  await expect(page.getByTestId('total-action-items')).toHaveText(String(api.totals.actionItems));
  await expect(page.getByTestId('behind-schedule')).toHaveText(
    String(api.totals.membersWithPending),
  );
  await expect(page.getByTestId('total-stuck-items')).toHaveText(
    `${api.totals.stuckActionItems} Stuck`,
  );
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    homePath,
  );
  await expect(page.locator('[data-testid^="member-card-"]')).toHaveCount(api.members.length);
  await expectShowing(page, api);
  for (const m of api.members) {
    const card = page.getByTestId(`member-card-${m.id}`);
    await expect(card.getByRole('heading', { name: m.username })).toBeVisible();
    await expect(card.getByText(m.email, { exact: true })).toBeVisible();
    await expect(card.getByTestId('completion-rate')).toHaveText(`${m.completionRate}%`);
    await expect(card.getByText(`${m.pendingActionItems} Pending`)).toBeVisible();
    await expect(card.getByTestId('stuck-items')).toHaveText(`${m.stuckActionItems} Stuck`);
    await expect(card.getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(m.completionRate),
    );
    const base = `/team-member-meetings/${m.id}`;
    await expect(card.locator(`a[href="${base}/all"]`)).toContainText(String(m.totalMeetings));
    await expect(card.locator(`a[href="${base}/upcoming"]`)).toContainText(
      String(m.upcomingMeetings),
    );
    await expect(card.locator(`a[href="${base}/action-items"]`)).toContainText(
      `${m.completedActionItems}/${m.totalActionItems}`,
    );
    await expect(
      card.getByText(m.pendingActionItems > 0 ? 'Pending' : 'All Complete', { exact: true }),
    ).toBeVisible();
    const activity = card.getByRole('region', { name: `Recent activity of ${m.username}` });
    await expect(activity.getByRole('listitem')).toHaveCount(m.recentActivity.length);
    expect(m.recentActivity.length).toBeLessThanOrEqual(3);
  }
  return api;
}

/** /team-analytics against GET /api/analytics/team. */
export async function checkTeamAnalytics(page: Page): Promise<TeamAnalyticsResponse> {
  await expect(page).toHaveTitle('Team Analytics – Cadence');
  const api = await getJson<TeamAnalyticsResponse>(page, '/api/analytics/team');
  await expect(page.getByTestId('team-performance')).toHaveText(`${api.teamPerformance}%`);
  await expect(page.getByTestId('team-performance-label')).toHaveText(api.teamPerformanceLabel);
  await expect(page.getByTestId('active-members')).toHaveText(String(api.activeMembers));
  await expect(page.getByText(`of ${api.totalMembers} team member`)).toBeVisible();
  await expect(page.getByTestId('this-month')).toHaveText(String(api.meetingsThisMonth));
  await expect(page.getByTestId('avg-duration')).toHaveText(`${api.time.averageDuration} min`);
  if (api.topPerformer) {
    await expect(page.getByTestId('top-performer')).toContainText(api.topPerformer.name);
    await expect(page.getByTestId('top-performer')).toContainText(
      `${api.topPerformer.performanceScore}%`,
    );
  } else {
    await expect(page.getByTestId('top-performer')).toHaveCount(0);
  }
  const support = page.getByTestId('needs-support');
  expect(api.needsSupport.length).toBeLessThanOrEqual(10);
  if (api.needsSupport.length > 0) {
    for (const p of api.needsSupport) await expect(support).toContainText(p.name);
    await expect(support).toContainText(
      'Consider providing additional support or training to improve performance.',
    );
    const more = api.needsSupportTotal - api.needsSupport.length;
    if (more > 0)
      await expect(page.getByTestId('needs-support-more')).toHaveText(
        `And ${more} more ${more === 1 ? 'member needs' : 'members need'} support`,
      );
    else await expect(page.getByTestId('needs-support-more')).toHaveCount(0);
  } else {
    await expect(support).toHaveCount(0);
  }
  const d = api.statusDistribution;
  await expect(
    page.getByRole('img', {
      name: `Meeting status distribution: Completed ${d.completed} (${d.completedPercent}%), In Progress ${d.inProgress} (${d.inProgressPercent}%), Scheduled ${d.scheduled} (${d.scheduledPercent}%).`,
    }),
  ).toBeVisible();
  await expect(page.getByTestId('action-items-total')).toHaveText(String(api.actionItems.total));
  await expect(page.getByTestId('action-items-completed')).toHaveText(
    String(api.actionItems.completed),
  );
  await expect(page.getByTestId('action-items-stuck')).toHaveText(`${api.actionItems.stuck} Stuck`);
  await expect(page.getByTestId('action-items-rate')).toHaveText(
    `${api.actionItems.completionRate}%`,
  );
  await expect(page.getByTestId('action-items-pending')).toHaveText(
    api.actionItems.pending > 0
      ? `${api.actionItems.pending} pending action item${api.actionItems.pending === 1 ? '' : 's'}`
      : 'All action items completed!',
  );
  await expect(page.getByTestId('total-time')).toHaveText(hm(api.time.hours, api.time.minutes));
  await expect(page.getByTestId('average-duration')).toHaveText(`${api.time.averageDuration} min`);
  await expect(page.getByTestId('meetings-per-member')).toHaveText(
    String(api.time.meetingsPerMember),
  );
  await expect(page.getByTestId('items-per-meeting')).toHaveText(
    String(api.time.actionItemsPerMeeting),
  );
  await expect(page.getByTestId('participation')).toHaveText(
    `${api.engagement.participationPercent}%`,
  );
  await expect(page.getByTestId('efficiency')).toHaveText(api.engagement.meetingEfficiency);
  await expect(page.getByTestId('follow-through')).toHaveText(
    api.engagement.followThroughPercent === null
      ? 'N/A'
      : `${api.engagement.followThroughPercent}%`,
  );
  expect(api.members.length).toBeLessThanOrEqual(20);
  expect(api.membersTotal).toBe(api.totalMembers);
  if (api.members.length > 0) {
    const chart = page.getByRole('img', { name: /^Meeting completion rate by member:/ });
    for (const m of api.members)
      await expect(chart).toHaveAccessibleName(new RegExp(`${m.name} ${m.completionRate}%`));
    await expect(page.getByTestId('chart-members-shown')).toHaveText(
      `Showing ${api.members.length} of ${api.membersTotal} member${api.membersTotal === 1 ? '' : 's'}, lowest completion rate first`,
    );
    await expect(
      page.getByRole('link', { name: 'View all on Team Member Progress' }),
    ).toHaveAttribute('href', '/team-progress');
  } else {
    await expect(page.getByTestId('chart-members-shown')).toHaveCount(0);
  }
  return api;
}

/** /action-items-overview against GET /api/analytics/action-items. */
export async function checkActionItemsOverview(page: Page): Promise<void> {
  await expect(page).toHaveTitle('Action Items Overview – Cadence');
  const api = await getJson<ActionItemsOverviewResponse>(page, '/api/analytics/action-items');
  await expect(page.getByTestId('ai-total')).toHaveText(String(api.totals.total));
  await expect(page.getByTestId('ai-pending')).toHaveText(String(api.totals.pending));
  await expect(page.getByTestId('ai-completed')).toHaveText(String(api.totals.completed));
  await expect(page.getByTestId('ai-stuck')).toHaveText(`${api.totals.stuck} Stuck`);
  await expect(page.locator('[data-testid^="ai-member-"]')).toHaveCount(api.members.length);
  await expectShowing(page, api);
  for (const g of api.members) {
    const card = page.getByTestId(`ai-member-${g.id}`);
    await expect(card.getByText(`${g.pending} Pending`)).toBeVisible();
    await expect(card.getByTestId('member-rate')).toHaveText(`${g.completionRate}%`);
    await expect(card.getByTestId('member-stuck')).toHaveText(`${g.stuck} Stuck`);
    for (const item of g.pendingItems) {
      await expect(card).toContainText(
        `From 1:1 on ${ddmmyyyy(item.meetingDate)} • Status: ${item.status[0]!.toUpperCase()}${item.status.slice(1)}`,
      );
    }
    expect(g.pendingItems.length).toBeLessThanOrEqual(5);
    const morePending = card.getByText(/^And \d+ more pending items\.\.\.$/);
    if (g.morePendingCount > 0)
      await expect(morePending).toHaveText(`And ${g.morePendingCount} more pending items...`);
    else await expect(morePending).toHaveCount(0);
    expect(g.completedItems.length).toBeLessThanOrEqual(5);
    const more = card.getByText(/^And \d+ more completed items\.\.\.$/);
    if (g.moreCompletedCount > 0)
      await expect(more).toHaveText(`And ${g.moreCompletedCount} more completed items...`);
    else await expect(more).toHaveCount(0);
  }
  if (api.members.length === 0) await expect(page.getByText('No Action Items Found')).toBeVisible();
}

/** /behind-schedule-overview against GET /api/analytics/behind-schedule. */
export async function checkBehindSchedule(page: Page): Promise<void> {
  await expect(page).toHaveTitle('Behind Schedule Overview – Cadence');
  const api = await getJson<BehindScheduleResponse>(page, '/api/analytics/behind-schedule');
  await expect(page.getByTestId('bs-total')).toHaveText(String(api.totals.totalBehind));
  await expect(page.getByTestId('bs-items')).toHaveText(String(api.totals.overdueActionItems));
  await expect(page.getByTestId('bs-meetings')).toHaveText(String(api.totals.overdueMeetings));
  const cards = page.locator('[data-testid^="behind-member-"]');
  await expect(cards).toHaveCount(api.members.length);
  await expectShowing(page, api);
  for (const [i, m] of api.members.entries()) {
    // Most behind first, in the server's order.
    await expect(cards.nth(i)).toHaveAttribute('data-testid', `behind-member-${m.id}`);
    const card = cards.nth(i);
    await expect(card.getByTestId('urgency')).toHaveText(`${m.urgency.toUpperCase()} PRIORITY`);
    for (const om of m.overdueMeetings)
      await expect(card).toContainText(`${days(om.daysOverdue)} overdue`);
    for (const oi of m.overdueActionItems)
      await expect(card).toContainText(`${days(oi.daysAgo)} ago`);
    expect(m.overdueMeetings.length).toBeLessThanOrEqual(5);
    expect(m.overdueActionItems.length).toBeLessThanOrEqual(5);
    for (const [count, what] of [
      [m.moreOverdueMeetings, 'overdue meetings'],
      [m.moreOverdueActionItems, 'overdue action items'],
    ] as const) {
      const more = card.getByText(new RegExp(`^And \\d+ more ${what}\\.\\.\\.$`));
      if (count > 0) await expect(more).toHaveText(`And ${count} more ${what}...`);
      else await expect(more).toHaveCount(0);
    }
  }
  if (api.members.length === 0) await expect(page.getByText('All Caught Up!')).toBeVisible();
}

/** /team-member/{id} against GET /api/analytics/members/{id}. */
export async function checkMemberPerformance(
  page: Page,
  id: number,
  backPath: string,
): Promise<void> {
  await expect(page).toHaveTitle('Team Member Performance – Cadence');
  const api = await getJson<MemberPerformanceResponse>(page, `/api/analytics/members/${id}`);
  const name = [api.person.firstName, api.person.lastName].filter(Boolean).join(' ');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(api.person.email, { exact: true })).toBeVisible();
  await expect(page.getByText(api.person.username, { exact: true })).toBeVisible();
  await expect(page.getByTestId('total-meetings')).toHaveText(String(api.totals.totalMeetings));
  await expect(page.getByTestId('completed-meetings')).toHaveText(
    String(api.totals.completedMeetings),
  );
  await expect(page.getByTestId('this-month')).toHaveText(String(api.totals.thisMonth));
  await expect(page.getByTestId('completion-rate')).toHaveText(`${api.totals.completionRate}%`);
  await expect(page.getByTestId('total-time')).toHaveText(hm(api.time.hours, api.time.minutes));
  await expect(page.getByTestId('action-items')).toHaveText(
    `${api.actionItems.completed}/${api.actionItems.total} completed`,
  );
  await expect(page.getByTestId('performance-score')).toHaveText(`${api.performanceScore}%`);
  await expect(page.getByTestId('stuck-items')).toHaveText(`${api.actionItems.stuck} Stuck`);
  const d = api.statusDistribution;
  await expect(
    page.getByRole('img', { name: /^Meeting status distribution:/ }),
  ).toHaveAccessibleName(
    `Meeting status distribution: Completed ${d.completed} (${d.completedPercent}%), In Progress ${d.inProgress} (${d.inProgressPercent}%), Scheduled ${d.scheduled} (${d.scheduledPercent}%).`,
  );
  if (api.totalMeetingCount === 0) {
    await expect(page.getByText('No meetings found')).toBeVisible();
  } else {
    const rows = page.getByTestId('recent-meetings').getByRole('listitem');
    await expect(rows).toHaveCount(Math.min(5, api.totalMeetingCount));
    const first = api.recentMeetings[0]!;
    await expect(rows.first()).toContainText(ddmmyyyy(first.date));
    await expect(rows.first()).toContainText(first.startTime);
    await expect(rows.first()).toContainText(`${first.duration} min`);
    const showing = page.getByTestId('showing-count');
    if (api.totalMeetingCount > 5)
      await expect(showing).toHaveText(`Showing 5 of ${api.totalMeetingCount} meetings`);
    else await expect(showing).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    backPath,
  );
}
