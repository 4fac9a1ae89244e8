/**
 * axe-core scans (WCAG 2.0/2.1 A and AA; serious and critical violations fail) of every screen
 * of the first release: visitor pages, the password-change dialog, the manager dashboard with its tabs,
 * views and dialogs, Meeting Details, and the team member dashboard with its edit dialog.
 * Signed-in screens use demo sandboxes (a fresh organisation per test).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoLogin, signIn } from './support/session';

/** Waits until every finite CSS animation/transition (dialog fade/zoom) has finished. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function scan(page: Page, label: string, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, label);
}

/** The demo manager's dashboard with its Recent list loaded. */
async function openManagerDashboard(page: Page): Promise<void> {
  await demoLogin(page, 'manager');
  await page.goto('/manager-dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Recent 1:1s' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit meeting: / }).first()).toBeVisible();
}

test.describe('visitor screens', () => {
  test('landing', async ({ page }) => {
    await page.goto('/');
    await scan(page, 'landing', page.getByRole('button', { name: 'Try as Manager' }));
  });

  test('sign in', async ({ page }) => {
    await page.goto('/login');
    await scan(page, 'sign in', page.getByRole('button', { name: 'Sign In', exact: true }));
  });

  test('sign up', async ({ page }) => {
    await page.goto('/signup');
    await scan(page, 'sign up', page.getByText('Captcha verification is disabled'));
  });

  test('not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await scan(page, 'not found', page.getByRole('heading', { name: 'Page Not Found' }));
  });
});

test('password-change dialog', async ({ page }) => {
  const login = await page.request.post('/api/auth/demo-login/manager');
  expect(login.ok()).toBe(true);
  const { user } = (await login.json()) as { user: { id: number } };
  const email = `a11y.${Date.now().toString(36)}@cadence.test`;
  const created = await page.request.post('/api/team-members', {
    data: { firstName: 'Avery', lastName: 'Quinn', email, role: 'Team Member', managerId: user.id },
  });
  expect(created.status()).toBe(201);
  // In a demo the person gets a reserved address that names the sandbox.
  const { temporaryPassword, email: signInEmail } = (await created.json()) as {
    temporaryPassword: string;
    email: string;
  };
  expect(signInEmail).toMatch(/@demo\.cadence\.invalid$/);
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);

  await signIn(page, signInEmail, temporaryPassword);
  await scan(
    page,
    'password-change dialog',
    page.getByRole('dialog', { name: 'Password Change Required' }),
  );
});

test.describe('manager dashboard', () => {
  test('meetings tab', async ({ page }) => {
    await openManagerDashboard(page);
    await scan(page, 'manager dashboard, meetings tab', page.getByText('Manager Tools'));
  });

  test('team development tab', async ({ page }) => {
    await openManagerDashboard(page);
    await page.getByRole('tab', { name: 'Team Development' }).click();
    await scan(
      page,
      'manager dashboard, team development tab',
      page.getByRole('list', { name: 'Team members' }),
    );
  });

  test('all-meetings view', async ({ page }) => {
    await openManagerDashboard(page);
    await page.getByRole('button', { name: /Team 1:1s/ }).click();
    await expect(page.getByRole('heading', { name: 'All Team 1:1s' })).toBeVisible();
    await scan(
      page,
      'all-meetings view',
      page.getByRole('button', { name: /^Edit meeting: / }).first(),
    );
  });

  test('scheduled view', async ({ page }) => {
    await openManagerDashboard(page);
    await page
      .getByRole('button', { name: /Scheduled/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Scheduled 1:1s' })).toBeVisible();
    await scan(
      page,
      'scheduled view',
      page.getByRole('button', { name: /^Edit meeting: / }).first(),
    );
  });

  test('meeting form: create', async ({ page }) => {
    await openManagerDashboard(page);
    await page.getByRole('button', { name: 'Schedule 1:1' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Meeting' });
    await expect(form.getByLabel('Participant')).toBeEnabled();
    await scan(page, 'meeting form (create)', form);
  });

  test('meeting form: edit', async ({ page }) => {
    await openManagerDashboard(page);
    await page
      .getByRole('button', { name: /^Edit meeting: / })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: 'Edit Meeting' });
    await expect(form.getByLabel('Participant')).toBeEnabled();
    await scan(page, 'meeting form (edit)', form);
  });

  test('e-mail preview dialog', async ({ page }) => {
    await openManagerDashboard(page);
    await page.getByRole('button', { name: 'Schedule 1:1' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Meeting' });
    await form.getByLabel('Participant').click();
    await page.getByRole('option').first().click();
    await form.getByRole('textbox', { name: 'Agenda' }).fill('Accessibility check');
    await form.getByRole('button', { name: 'Preview Email' }).click();
    const email = page.getByRole('dialog', { name: 'Email Preview' });
    await expect(email.getByRole('region', { name: 'Email to the team member' })).toBeVisible();
    await scan(page, 'e-mail preview dialog', email);
  });

  test('credentials dialog', async ({ page }) => {
    await openManagerDashboard(page);
    await page.getByRole('tab', { name: 'Team Development' }).click();
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const form = page.getByRole('dialog', { name: 'Add Team Member' });
    await scan(page, 'add team member dialog', form);
    await form.getByLabel('First name').fill('Jordan');
    await form.getByLabel('Last name').fill('Blake');
    await form.getByLabel('Email').fill(`jordan.${Date.now().toString(36)}@cadence.test`);
    await form.getByRole('button', { name: 'Add Team Member' }).click();
    await scan(
      page,
      'credentials dialog',
      page.getByRole('dialog', { name: 'Team Member Account Created' }),
    );
  });
});

test('meeting details page', async ({ page }) => {
  await demoLogin(page, 'manager');
  // A meeting with rich notes and action items in every status.
  const meetings = (await (await page.request.get('/api/meetings')).json()) as {
    id: number;
    title: string | null;
  }[];
  const career = meetings.find((m) => m.title === 'Career growth');
  expect(career).toBeDefined();
  await page.goto(`/meeting/${career?.id ?? 0}`);
  // With the shared 1:1's sections (decision 13): talking points and the private notes.
  await expect(page.getByRole('heading', { name: 'Talking Points' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Private notes' })).toBeVisible();
  await scan(
    page,
    'meeting details',
    page.getByRole('heading', { name: 'Action Items', exact: true }),
  );
});

test.describe('team member dashboard', () => {
  async function open(page: Page): Promise<void> {
    await demoLogin(page, 'team');
    await page.goto('/team-member-dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'My Meetings' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit meeting on / }).first()).toBeVisible();
  }

  test('dashboard', async ({ page }) => {
    await open(page);
    await scan(page, 'team member dashboard', page.getByText('Resources & Quick Links'));
  });

  test('Edit Meeting Details dialog', async ({ page }) => {
    await open(page);
    await page
      .getByRole('button', { name: /^Edit meeting on / })
      .first()
      .click();
    await scan(
      page,
      'Edit Meeting Details dialog',
      page.getByRole('dialog', { name: 'Edit Meeting Details' }),
    );
  });
});

// WCAG 2.5.3 (label-content-name-mismatch, on in every scan): the own items' status buttons
// show "Complete" / "Stuck" and are named "Mark <item> completed" / "Mark <item> stuck".
test.describe('Pending Action Items page', () => {
  for (const role of ['manager', 'team'] as const) {
    test(`as the demo ${role === 'team' ? 'team member' : role}`, async ({ page }) => {
      await demoLogin(page, role);
      await page.goto('/action-items');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pending Action Items' }),
      ).toBeVisible();
      await scan(
        page,
        `Pending Action Items (${role})`,
        page.getByRole('button', { name: /^Mark .+ completed$/ }).first(),
      );
    });
  }
});
