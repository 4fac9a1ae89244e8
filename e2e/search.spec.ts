/**
 * Search (docs/decisions/0033-search.md): the manager presses `/`, types a word form in the
 * header's box ("promote"), sees the 1:1 whose shared notes say "promotion" with the word
 * marked, and opens it: the meeting page paints the word and has scrolled it into view. The
 * filters narrow the results; an excluded word leaves the 1:1 out.
 * Screenshots (E2E_SCREENSHOTS) of the results at 1280x800 and 390x844.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dateIn, plusDays } from './support/session';

async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [label, width, height] of [
    ['laptop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function createMeeting(api: APIRequestContext, meeting: Record<string, unknown>) {
  const res = await api.post('/api/meetings', { data: { meeting } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('search from the header, see marked results, open one on its highlighted words', async ({
  createOrganisation,
  pageAs,
  apiAs,
}) => {
  test.setTimeout(120_000);
  const org = await createOrganisation({ role: 'Manager', firstName: 'Morgan', lastName: 'Lee' });
  const manager = org.owner;
  const member = await org.add({
    role: 'Team Member',
    firstName: 'Riley',
    lastName: 'Park',
    managerId: manager.id,
  });
  const other = await org.add({
    role: 'Team Member',
    firstName: 'Avery',
    lastName: 'Stone',
    managerId: manager.id,
  });
  const api = await apiAs(manager);
  const today = dateIn('UTC');
  const long = Array.from({ length: 40 }, (_, i) => `<p>Line ${i + 1} of the check-in.</p>`);
  const promotion = await createMeeting(api, {
    teamMemberId: member.id,
    date: plusDays(today, 3),
    startTime: '10:00',
    duration: 30,
    timezone: 'UTC',
    agenda: long.join(''),
    notes: '<p>We agreed the <strong>promotion</strong> case goes to the March review.</p>',
  });
  await createMeeting(api, {
    teamMemberId: other.id,
    date: plusDays(today, 4),
    startTime: '11:00',
    duration: 30,
    timezone: 'UTC',
    agenda: '<p>Promotion criteria &lt;b&gt;draft&lt;/b&gt; and travel budget</p>',
  });

  const page = await pageAs(manager);
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search your 1:1s' })).toBeVisible();
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search your 1:1s' });
  await expect(box).toBeFocused();
  await box.fill('promote');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=promote$/);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').filter({ has: page.locator('a') })).toHaveCount(2);
  await expect(results.locator('mark').first()).toHaveText(/promotion/i);
  // The agenda's escaped tag is shown as text, never as markup.
  await expect(results).toContainText('<b>draft</b>');
  await expect(results.locator('b')).toHaveCount(0);
  await snap(page, 'search-results');
  await expectNoSeriousA11yViolations(page, 'search results');

  // An excluded word leaves the other 1:1 out; the person filter narrows to one person.
  await page.goto('/search?q=promotion%20-travel');
  await expect(results.getByRole('link')).toHaveCount(1);
  await page.goto(`/search?q=promotion&personId=${other.id}`);
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results.getByRole('link')).toHaveText(/Avery Stone/);

  await page.goto('/search?q=promote');
  await results.getByRole('link', { name: /Riley Park/ }).click();
  await expect(page).toHaveURL(new RegExp(`/meeting/${promotion}\\?highlight=promote$`));
  await expect(page.getByText('goes to the March review')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => CSS.highlights.get('search-result')?.size ?? 0))
    .toBeGreaterThan(0);
  const first = await page.evaluate(() => {
    const [range] = [...(CSS.highlights.get('search-result') ?? [])] as Range[];
    const rect = range!.getBoundingClientRect();
    return { text: range!.toString(), top: rect.top, bottom: rect.bottom, height: innerHeight };
  });
  expect(first.text).toBe('promotion');
  expect(first.top).toBeGreaterThanOrEqual(0);
  expect(first.bottom).toBeLessThanOrEqual(first.height);
  await snap(page, 'search-opened');
});
