/**
 * A long 1:1 title widens no page (the last release's finding: 1,437 px at a 1,280 px window):
 * with titles of 200 characters, one without a space and one with, and a long action item, the
 * team member dashboard at 1,280 px and the manager dashboard on a 390 px phone scroll only
 * vertically (`scrollWidth <= innerWidth`); each card wraps or truncates, and a truncated
 * title keeps its full text in its `title` attribute or on the 1:1's page. With E2E_SCREENSHOTS
 * set, each page is also saved to `.tmp/screens/long-titles-*.png`.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dateIn, plusDays } from './support/session';

const TZ = 'UTC';
const UNBROKEN = `Quarterly${'x'.repeat(191)}`;
const SPACED = Array.from({ length: 25 }, (_, i) => `word${String(i).padStart(2, '0')}`)
  .join(' ')
  .slice(0, 200);
const LONG_ITEM = `Follow${'up'.repeat(97)}`;

async function schedule(api: APIRequestContext, meeting: Record<string, unknown>) {
  const res = await api.post('/api/meetings', { data: { meeting } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Fails when the page scrolls sideways; names the elements wider than the window. */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)}`),
  }));
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `.tmp/screens/long-titles-${label}.png`, fullPage: true });
  }
  expect(scrollWidth, `${label}: ${wide.join(' | ')}`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Every element showing `title` (its first 20 characters in its own text) either shows it
 * whole, wrapped inside the window, or sits in a box that truncates it with an ellipsis inside
 * the window and carries the full title in a `title` attribute.
 */
async function expectTitleShownOrTitled(page: Page, title: string, label: string) {
  const bad = await page.evaluate((full) => {
    const head = full.slice(0, 20);
    return [...document.querySelectorAll('body *')]
      .filter((e) =>
        [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent?.includes(head)),
      )
      .filter((e) => e.getClientRects().length > 0)
      .flatMap((e) => {
        // The element that truncates the text: itself or an ancestor with an ellipsis.
        let clip: Element | null = e;
        while (clip && getComputedStyle(clip).textOverflow !== 'ellipsis') {
          clip = clip.parentElement;
        }
        const shown = clip ?? e;
        const box = shown.getBoundingClientRect();
        const titled = (shown.closest('[title]')?.getAttribute('title') ?? '').includes(full);
        const problems = [
          box.right > window.innerWidth + 1 ? `ends at ${Math.round(box.right)} px` : '',
          clip && !titled ? 'truncated without the full title in a title attribute' : '',
          !clip && e.scrollWidth > e.clientWidth + 1 ? 'cut without an ellipsis' : '',
        ].filter(Boolean);
        return problems.length ? [`${e.tagName.toLowerCase()}: ${problems.join(', ')}`] : [];
      });
  }, title);
  expect(bad, `${label}: "${title.slice(0, 20)}…"`).toEqual([]);
}

test('long 1:1 titles wrap or truncate on the dashboards, never widen the page', async ({
  createOrganisation,
  pageAs,
  apiAs,
}) => {
  const org = await createOrganisation({ role: 'Manager', timezone: TZ });
  const member = await org.add({ role: 'Team Member', managerId: org.owner.id, timezone: TZ });
  const api = await apiAs(org.owner);
  const today = dateIn(TZ);
  const base = { teamMemberId: member.id, startTime: '23:30', duration: 30, timezone: TZ };
  await schedule(api, { ...base, title: UNBROKEN, date: today, actionItems: [LONG_ITEM] });
  await schedule(api, { ...base, title: SPACED, date: today, startTime: '23:00' });
  await schedule(api, { ...base, title: UNBROKEN, date: plusDays(today, 9) });
  await schedule(api, {
    ...base,
    title: SPACED,
    date: plusDays(today, 2),
    status: 'completed',
    actionItems: [LONG_ITEM],
  });

  const memberPage = await pageAs(member);
  await memberPage.setViewportSize({ width: 1280, height: 900 });
  await memberPage.goto('/team-member-dashboard');
  await expect(memberPage.getByRole('heading', { level: 2, name: 'My Meetings' })).toBeVisible();
  await expect(memberPage.getByText(UNBROKEN.slice(0, 20)).first()).toBeVisible();
  await expectNoSidewaysScroll(memberPage, 'team-member-dashboard-1280');
  await expectTitleShownOrTitled(memberPage, UNBROKEN, 'team member dashboard');
  await expectTitleShownOrTitled(memberPage, SPACED, 'team member dashboard');

  const managerPage = await pageAs(org.owner);
  await managerPage.setViewportSize({ width: 390, height: 844 });
  await managerPage.goto('/manager-dashboard');
  await expect(managerPage.getByRole('heading', { level: 2, name: 'Recent 1:1s' })).toBeVisible();
  await expect(managerPage.getByText(UNBROKEN.slice(0, 20)).first()).toBeVisible();
  await expectNoSidewaysScroll(managerPage, 'manager-dashboard-390');
  await expectTitleShownOrTitled(managerPage, UNBROKEN, 'manager dashboard');
  await expectTitleShownOrTitled(managerPage, SPACED, 'manager dashboard');
});
