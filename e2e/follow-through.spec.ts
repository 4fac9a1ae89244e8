/**
 * Follow-through (decision 32): a manager gives one action item of a 1:1 to themselves, due
 * tomorrow, and one to the team member, due today, on the meeting page; each finds their own
 * item on their Pending Action Items page (with its due date and the other person), the
 * manager also on the dashboard's My action items card; when the clock passes 09:00 the due
 * reminder mail reaches the team member only.
 *
 * The journey needs a clock it can move, which the shared server (production mode) refuses: it
 * starts its own server on port E2E_PORT + 50 with `ALLOW_FAKE_NOW=on` and `FAKE_NOW` at 08:59
 * UTC of the due date (the clock runs on from there), jobs every 2 seconds, and the journeys'
 * SMTP sink.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from './support/fixtures';
import { receivedMail, waitForMail } from './support/mail';
import { E2E_PORT, E2E_SMTP_PORT } from '../playwright.config';

const PORT = E2E_PORT + 50;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const TODAY = '2031-06-10';
const TOMORROW = '2031-06-11';
const FAKE_NOW = `${TODAY}T08:59:00Z`;
const MINE = 'Send the promotion case';
const THEIRS = 'Draft growth plan';

let server: ChildProcess | null = null;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      APP_URL: BASE,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'Cadence <no-reply@cadence.test>',
      SIGNUP: 'open',
      SIGNUP_RATE_LIMIT: '1000',
      DATABASE_URL: '',
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET_KEY: '',
      ALLOW_FAKE_NOW: 'on',
      FAKE_NOW,
      JOBS_INTERVAL_SECONDS: '2',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${BASE}/api/health`)).ok;
        } catch {
          return false;
        }
      },
      { timeout: 60_000, message: 'the fake-clock server answers' },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test('owner and due date: each sees what they owe, and the due reminder mails the owner only', async ({
  createOrganisation,
  apiAs,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const org = await createOrganisation({ role: 'Manager', timezone: 'UTC' });
  const manager = org.owner;
  const member = await org.add({ role: 'Team Member', managerId: manager.id, timezone: 'UTC' });
  const api = await apiAs(manager);
  const created = await api.post('/api/meetings', {
    data: {
      meeting: {
        teamMemberId: member.id,
        title: 'Growth 1:1',
        date: TODAY,
        startTime: '15:00',
        duration: 30,
        timezone: 'UTC',
        actionItems: [MINE, THEIRS],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const meetingId = ((await created.json()) as { id: number }).id;

  // The manager gives the first item to themselves, due tomorrow, and the second, still the
  // team member's, a due date of today, on the meeting page.
  const page = await pageAs(manager);
  await page.goto(`/meeting/${meetingId}`);
  const ownerOfMine = page.getByLabel(`Owner of ${MINE}`);
  await ownerOfMine.selectOption({ label: `${manager.firstName} ${manager.lastName}` });
  await expect(ownerOfMine).toHaveValue(String(manager.id));
  await page.getByLabel(`Due date of ${MINE}`).fill(TOMORROW);
  await expect(page.getByLabel(`Due date of ${MINE}`)).toHaveValue(TOMORROW);
  await page.getByLabel(`Due date of ${THEIRS}`).fill(TODAY);
  await expect(page.getByLabel(`Due date of ${THEIRS}`)).toHaveValue(TODAY);
  await expect(page.getByLabel(`Owner of ${THEIRS}`)).toHaveValue(String(member.id));

  // The manager's own page and dashboard card: their item only.
  await page.goto('/action-items');
  const main = page.getByRole('main');
  await expect(main.getByText(MINE)).toBeVisible();
  await expect(main.getByText('Due 11/06/2031')).toBeVisible();
  await expect(main.getByText(`With ${member.firstName} ${member.lastName}`)).toBeVisible();
  await expect(main.getByText(THEIRS)).toHaveCount(0);
  await page.goto('/manager-dashboard');
  const card = page.getByRole('list', { name: 'My open action items' });
  await expect(card.getByText(MINE)).toBeVisible();
  await expect(card.getByText(THEIRS)).toHaveCount(0);

  // The team member's page: their item, due today.
  const memberPage = await pageAs(member);
  await memberPage.goto('/action-items');
  const theirs = memberPage.getByRole('main');
  await expect(theirs.getByText(THEIRS)).toBeVisible();
  await expect(theirs.getByText('Due 10/06/2031')).toBeVisible();
  await expect(theirs.getByText(MINE)).toHaveCount(0);

  // 09:00 passes on the server's clock: the due reminder reaches the team member only.
  const due = await waitForMail(
    member.email,
    (m) => m.email.subject === `Due today: ${THEIRS}`,
    90_000,
  );
  expect(due.email.text).toContain(`/meeting/${meetingId}`);
  const toManager = (await receivedMail()).filter(
    (m) => m.to.includes(manager.email.toLowerCase()) && m.email.subject?.startsWith('Due today'),
  );
  expect(toManager).toEqual([]);
});
