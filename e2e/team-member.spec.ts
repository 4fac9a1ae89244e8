/**
 * The team member's dashboard and a manager's view of that member's meetings (spec
 * 2.6 and 2.13). Each test builds its own organisation through the API (e2e/support/fixtures.ts):
 * a manager signs up, adds a team member and a Supervisor (who change their temporary passwords)
 * and schedules eight 1:1s (six scheduled, one in progress, one completed). Then:
 * - the member sees the server-counted dashboard (first 6 meetings, 5 upcoming "+1 more"),
 *   edits a scheduled meeting's date and action items in Edit Meeting Details, and the manager
 *   receives the change e-mail;
 * - the manager opens /team-member-meetings/{id}/all, /upcoming and /action-items, filters by
 *   status, search and date; people outside the manager's line read "Team Member Not Found".
 * axe-core scans of the dashboard, the dialog and the list. Set E2E_SCREENSHOTS=<folder> to
 * keep full-page screenshots.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, type ApiAs, type CreateOrganisation, type Person } from './support/fixtures';
import { waitForMail } from './support/mail';
import { dateIn, plusDays } from './support/session';

const TZ = 'America/New_York';
/**
 * Today in the manager's timezone, read once when the file loads: a test that builds its 1:1s
 * before midnight in New York and filters them after it must still name the same dates.
 */
const TODAY = dateIn(TZ);
/** Days ahead of TODAY, so "today" in any timezone keeps them upcoming. */
const day = (n: number) => plusDays(TODAY, n);
const display = (date: string) => date.split('-').reverse().join('/');
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

interface Plan {
  agenda: string;
  date: string;
  status?: 'scheduled' | 'in_progress' | 'completed';
  notes?: string;
  items?: string[];
}
const plans = (run: string): Plan[] => [
  { agenda: `Career plan ${run}`, date: day(3), items: ['Draft the plan', 'Book the course'] },
  {
    agenda: `Quarterly review ${run}`,
    date: day(4),
    notes: '<p>Talk about <b>growth</b> and <i>mentoring</i></p><ul><li>Promotion path</li></ul>',
    items: ['Collect feedback'],
  },
  { agenda: `Pairing habits ${run}`, date: day(6) },
  { agenda: `Conference budget ${run}`, date: day(8) },
  { agenda: `Team rituals ${run}`, date: day(9) },
  { agenda: `Roadmap questions ${run}`, date: day(12) },
  { agenda: `Billing export ${run}`, date: day(1), status: 'completed', items: ['Ship export'] },
  { agenda: `On-call rota ${run}`, date: day(2), status: 'in_progress', items: ['Fix alerts'] },
];

interface Team {
  run: string;
  manager: Person;
  member: Person;
  /** A Supervisor under the manager: the member is outside the Supervisor's reporting line. */
  supervisor: Person;
}

async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function post(api: APIRequestContext, url: string, data: unknown): Promise<unknown> {
  const res = await api.post(url, { data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** This test's own organisation: the manager, the member with eight 1:1s, a Supervisor. */
async function buildTeam(
  createOrganisation: CreateOrganisation,
  apiAs: ApiAs,
  run: string,
): Promise<Team> {
  const org = await createOrganisation({
    emailName: 'mina.okafor',
    firstName: 'Mina',
    lastName: 'Okafor',
    jobTitle: 'Head of Platform',
    company: `Lakeside ${run}`,
    role: 'Manager',
    timezone: TZ,
  });
  const manager = org.owner;
  const member = await org.add({
    emailName: 'riley.park',
    firstName: 'Riley',
    lastName: 'Park',
    jobTitle: 'Platform Engineer',
    role: 'Team Member',
    managerId: manager.id,
  });
  const supervisor = await org.add({
    emailName: 'sol.reyes',
    firstName: 'Sol',
    lastName: 'Reyes',
    role: 'Supervisor',
    managerId: manager.id,
  });
  const api = await apiAs(manager);
  for (const plan of plans(run)) {
    await post(api, '/api/meetings', {
      meeting: {
        teamMemberId: member.id,
        date: plan.date,
        startTime: '10:00',
        duration: 30,
        isZoomMeeting: false,
        agenda: plan.agenda,
        notes: plan.notes ?? '',
        status: plan.status ?? 'scheduled',
        actionItems: plan.items ?? [],
      },
    });
  }
  return { run, manager, member, supervisor };
}

test('the team member reads the dashboard and edits a meeting; the manager is e-mailed', async ({
  createOrganisation,
  apiAs,
  pageAs,
  uniqueTag,
}) => {
  const { run, manager, member } = await buildTeam(createOrganisation, apiAs, uniqueTag);
  const memberId = member.id;
  const page = await pageAs(member);
  await page.goto('/team-member-dashboard');
  await expect(page).toHaveTitle('Team Member Dashboard – Cadence');

  // Counted by the server: 8 meetings, 1 completed, 1 in progress; 5 action items pending.
  const banner = page.getByRole('region', { name: `Welcome back, ${member.firstName}!` });
  await expect(banner.getByRole('definition')).toHaveText(['8', '1', '1']);
  await expect(page.getByRole('link', { name: /In Progress/ })).toContainText('5');

  // My Meetings: the 6 newest. Upcoming: the 5 earliest scheduled, then "+1 more".
  const myMeetings = page.getByRole('region', { name: 'My Meetings' });
  await expect(myMeetings.getByRole('heading', { level: 3 })).toHaveCount(6);
  const upcoming = page.getByRole('region', { name: 'Upcoming Meetings' });
  await expect(upcoming.getByRole('link')).toHaveCount(5);
  await expect(upcoming.getByRole('link').first()).toContainText(display(day(3)));
  await expect(upcoming.getByText('+1 more upcoming meetings')).toBeVisible();
  await snap(page, 'team-member-dashboard');
  await expectNoSeriousA11yViolations(page, 'team member dashboard');

  // Search narrows My Meetings on the server.
  await page.getByLabel('Search meetings').fill(`Quarterly review ${run}`);
  await expect(page.getByRole('button', { name: /^Edit meeting on / })).toHaveCount(1);
  await page.getByLabel('Search meetings').fill('');

  // Edit Meeting Details: new date, one item removed, two added (Enter and Add).
  const newDate = day(5);
  await page.getByRole('button', { name: `Edit meeting on ${display(day(3))}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Meeting Details' });
  await expect(dialog.getByText(`${manager.firstName} ${manager.lastName}`)).toBeVisible();
  await dialog.getByLabel('Date').fill(newDate);
  await dialog.getByRole('button', { name: 'Remove action item: Book the course' }).click();
  await dialog.getByLabel('New action item').fill('Read the career guide');
  await dialog.getByLabel('New action item').press('Enter');
  await dialog.getByLabel('New action item').fill('Pair with a mentor');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expectNoSeriousA11yViolations(page, 'Edit Meeting Details dialog');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const done = page.getByRole('dialog', { name: 'Meeting Updated Successfully' });
  await expect(
    done.getByText(
      'Email notification sent: The other participant has been automatically notified of these changes.',
    ),
  ).toBeVisible();
  await snap(page, 'team-member-edit-success');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('button', { name: `Edit meeting on ${display(newDate)}` }),
  ).toBeVisible();

  const mail = await waitForMail(manager.email, (m) =>
    (m.email.subject ?? '').startsWith('Meeting updated'),
  );
  expect(mail.email.text).toContain(longDate(newDate));
  expect(mail.email.text).toContain('Read the career guide');
  expect(mail.email.text).toContain('Pair with a mentor');
  expect(mail.email.text).not.toContain('Book the course');
  expect(mail.email.text).toContain(`${member.firstName} ${member.lastName} updated your 1:1`);

  // A team member is not someone whose meetings list they may open.
  await page.goto(`/team-member-meetings/${memberId}/all`);
  await expect(page.getByRole('heading', { name: 'Team Member Not Found' })).toBeVisible();
});

test('the manager opens the member meetings lists and filters them', async ({
  createOrganisation,
  apiAs,
  pageAs,
  uniqueTag,
}) => {
  const { run, manager, member } = await buildTeam(createOrganisation, apiAs, uniqueTag);
  const memberId = member.id;
  const page = await pageAs(manager);
  const name = `${member.firstName} ${member.lastName}`;

  await page.goto(`/team-member-meetings/${memberId}/all`);
  await expect(page).toHaveTitle(`All Meetings – ${name} – Cadence`);
  await expect(
    page.getByRole('heading', { level: 1, name: `All Meetings – ${name}` }),
  ).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(8);
  const summary = page.getByRole('region', { name: 'Summary' });
  // 8 meetings, 1 completed, 2 + 1 + 1 + 1 action items.
  await expect(summary.getByRole('definition')).toHaveText(['8', '1', '5']);
  // Notes as sanitized rich HTML; markers green on the completed meeting, amber elsewhere.
  const review = cards.filter({ hasText: `Quarterly review ${run}` });
  await expect(review.locator('.rich-text b')).toHaveText('growth');
  await expect(review.locator('.rich-text li')).toHaveText('Promotion path');
  await expect(review.locator('[data-marker]')).toHaveAttribute('data-marker', 'amber');
  const billing = cards.filter({ hasText: `Billing export ${run}` });
  await expect(billing.locator('[data-marker]')).toHaveAttribute('data-marker', 'green');
  await expect(billing.getByText('Completed', { exact: true })).toBeVisible();
  await snap(page, 'team-member-meetings-all');
  await expectNoSeriousA11yViolations(page, 'team member meetings list (all)');

  // Status filter, then search, then an exact date; Clear Filters brings all back.
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Billing export ${run}`);
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await page.getByLabel('Search', { exact: true }).fill('mentoring');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Quarterly review ${run}`);
  await page.getByLabel('Search', { exact: true }).fill('nothing like this');
  await expect(page.getByText('No meetings match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(cards).toHaveCount(8);
  await page.getByLabel('Date', { exact: true }).fill(day(3));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Career plan ${run}`);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(cards).toHaveCount(8);

  // Upcoming: the six scheduled, earliest first, no status filter.
  await page.goto(`/team-member-meetings/${memberId}/upcoming`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Upcoming Meetings – ${name}` }),
  ).toBeVisible();
  await expect(cards).toHaveCount(6);
  await expect(page.getByLabel('Status', { exact: true })).toHaveCount(0);
  const order = [day(3), day(4), day(6), day(8), day(9), day(12)].map(display);
  for (const [i, date] of order.entries()) await expect(cards.nth(i)).toContainText(date);
  await snap(page, 'team-member-meetings-upcoming');
  await expectNoSeriousA11yViolations(page, 'team member meetings list (upcoming)');

  // Action Items: only meetings with items.
  await page.goto(`/team-member-meetings/${memberId}/action-items`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Action Items – ${name}` }),
  ).toBeVisible();
  await expect(cards).toHaveCount(4);
  await page.getByLabel('Search', { exact: true }).fill('Pairing habits');
  await expect(page.getByText('No meetings match your filters')).toBeVisible();

  // Unknown people and filters read as not found; the back link goes to /team-progress.
  await page.goto('/team-member-meetings/2147483647/all');
  await expect(page.getByRole('heading', { name: 'Team Member Not Found' })).toBeVisible();
  await page.goto(`/team-member-meetings/${memberId}/everything`);
  await expect(page.getByRole('heading', { name: 'Team Member Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Team Progress' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/team-progress');
});

test("people outside the member's reporting line read Team Member Not Found", async ({
  createOrganisation,
  apiAs,
  pageAs,
  uniqueTag,
}) => {
  const { member, supervisor } = await buildTeam(createOrganisation, apiAs, uniqueTag);
  const memberId = member.id;
  // A Supervisor in the same organisation, whose line does not include the member.
  const page = await pageAs(supervisor);
  await page.goto(`/team-member-meetings/${memberId}/all`);
  await expect(page.getByRole('heading', { name: 'Team Member Not Found' })).toBeVisible();
  const own = await page.request.get(`/api/meetings?teamMember=${memberId}`);
  expect(await own.json()).toEqual([]);
  expect((await page.request.get(`/api/users/${memberId}`)).status()).toBe(404);
  await expectNoSeriousA11yViolations(page, 'team member meetings list (not found)');

  // A Senior Manager of another organisation (a demo sandbox).
  await page.context().clearCookies();
  expect((await page.request.post('/api/auth/demo-login/senior-manager')).ok()).toBe(true);
  await page.goto(`/team-member-meetings/${memberId}/upcoming`);
  await expect(page.getByRole('heading', { name: 'Team Member Not Found' })).toBeVisible();
  const foreign = await page.request.get(`/api/meetings?teamMember=${memberId}`);
  expect(await foreign.json()).toEqual([]);
});
