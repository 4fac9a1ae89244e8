/**
 * Executive Dashboard journeys (spec 2.5) as the demo Senior Manager: the stat cards
 * and tabs, adding a team member under a manager (credentials dialog), editing a user's role
 * and department, filtering the enterprise meetings by manager and status ("Showing X of Y
 * meetings"), with an axe-core scan of every tab and dialog.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoLogin } from './support/session';

/** One level of GET /api/organizations/{id}/hierarchy (a page and the level's total). */
interface Level {
  people: ApiUser[];
  total: number;
  nextCursor: string | null;
}

interface ApiUser {
  id: number;
  firstName: string;
  lastName: string;
  role: string;
  department: string | null;
  organizationId: number;
}

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Saves a full-page screenshot under .tmp/screens when E2E_SCREENSHOTS is set (for review). */
async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `.tmp/screens/senior-manager-${name}.png`, fullPage: true });
  }
}

const statValue = (page: Page, title: string) =>
  page.locator('main').getByText(title, { exact: true }).locator('xpath=following-sibling::*[1]');

test.describe('Executive Dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await demoLogin(page, 'senior-manager');
  });

  test('shows the stat cards and the Organization tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Executive Dashboard' })).toBeVisible();
    await expect(page.getByText('Senior Management Portal')).toBeVisible();
    await expect(page).toHaveTitle('Executive Dashboard – Cadence');

    const me = await apiGet<ApiUser>(page, '/api/auth/user');
    const summary = await apiGet<{
      people: { teamMembers: number };
      meetings: { total: number };
      completionRate: number;
      departments: number;
    }>(page, `/api/organizations/${me.organizationId}/summary`);
    await expect(statValue(page, 'Team Members')).toHaveText(String(summary.people.teamMembers));
    await expect(statValue(page, 'All Meetings')).toHaveText(String(summary.meetings.total));
    await expect(statValue(page, 'Team Progress')).toHaveText(`${summary.completionRate}%`);
    await expect(statValue(page, 'Departments')).toHaveText(String(summary.departments));
    await expect(page.getByRole('link', { name: /Team Members/ })).toHaveAttribute(
      'href',
      '/all-team-members',
    );
    await expect(page.getByRole('link', { name: /Team Progress/ })).toHaveAttribute(
      'href',
      '/team-progress',
    );

    const senior = page.locator('div').filter({
      has: page.getByRole('heading', { name: 'Senior Management Team' }),
    });
    await expect(senior.getByText(`${me.firstName} ${me.lastName}`).first()).toBeVisible();
    const management = page
      .getByRole('heading', { name: 'Management Team', exact: true })
      .locator('xpath=ancestor::div[contains(@class,"rounded-lg")][1]');
    const hierarchy = await apiGet<{ managers: Level; supervisors: Level }>(
      page,
      `/api/organizations/${me.organizationId}/hierarchy`,
    );
    for (const m of [...hierarchy.managers.people, ...hierarchy.supervisors.people]) {
      await expect(management.getByText(`${m.firstName} ${m.lastName}`)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'Executive Dashboard – Organization tab');
    await snap(page, 'organization');

    // All Meetings opens the Meetings tab.
    await page.getByRole('button', { name: /All Meetings/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Enterprise Meeting Management' }),
    ).toBeVisible();
  });

  test('adds a team member under a manager and edits a user’s role and department', async ({
    page,
  }) => {
    await page.goto('/senior-manager-dashboard?tab=users');
    const me = await apiGet<ApiUser>(page, '/api/auth/user');
    const hierarchy = await apiGet<{ managers: Level; teamMembers: Level }>(
      page,
      `/api/organizations/${me.organizationId}/hierarchy`,
    );
    const manager = hierarchy.managers.people[0]!;
    const managerName = `${manager.firstName} ${manager.lastName}`;
    const teamMembersBefore = hierarchy.teamMembers.total;

    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    const teamList = page.getByRole('list', { name: 'Team Members' });
    await expect(teamList.getByRole('listitem')).toHaveCount(teamMembersBefore);
    await expectNoSeriousA11yViolations(page, 'Executive Dashboard – User Management tab');
    await snap(page, 'users');

    // Add New Team Member, reporting to a Manager.
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Team Member' });
    await expect(add).toBeVisible();
    await add.getByLabel('First name').fill('Nadia');
    await add.getByLabel('Last name').fill('Okafor');
    const email = `nadia.okafor.${Date.now()}@example.com`;
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('Job title').fill('Data Analyst');
    await add.getByLabel('Department').fill('Analytics');
    await add.getByLabel('Company').fill('Cadence Demo');
    await add.getByLabel('Reports To').click();
    await page.getByRole('option', { name: new RegExp(`^${managerName}`) }).click();
    await expectNoSeriousA11yViolations(page, 'Add New Team Member dialog');
    await snap(page, 'add-member');
    await add.getByRole('button', { name: 'Add Team Member' }).click();

    const created = page.getByRole('dialog', { name: 'Team Member Account Created' });
    await expect(created).toBeVisible();
    // In a demo the person gets a reserved address naming the sandbox, never the typed one.
    const reserved = `${email.split('@')[0]}.${me.organizationId}@demo.cadence.invalid`;
    await expect(created.getByText(reserved)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'credentials dialog');
    await snap(page, 'credentials');
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(teamList.getByRole('listitem')).toHaveCount(teamMembersBefore + 1);
    await expect(teamList.getByText('Nadia Okafor')).toBeVisible();
    await expect(statValue(page, 'Team Members')).toHaveText(String(teamMembersBefore + 1));
    const added = (await apiGet<ApiUser[]>(page, '/api/all-users')).find(
      (u) => u.firstName === 'Nadia' && u.lastName === 'Okafor',
    );
    expect(added).toMatchObject({ role: 'Team Member', managerId: manager.id });

    // Edit User Details: make a Team Member a Supervisor in another department.
    const target = hierarchy.teamMembers.people[0]!;
    const targetName = `${target.firstName} ${target.lastName}`;
    await page.getByRole('button', { name: `Edit ${targetName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User Details' });
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel('First name')).toHaveValue(target.firstName);
    for (const label of ['Last name', 'Email', 'Job title', 'Department', 'Company']) {
      await expect(edit.getByLabel(label)).toBeVisible();
    }
    await expect(edit.getByLabel('Timezone')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Edit User Details dialog');
    await snap(page, 'edit-user');
    await pick(page, 'Role', 'Supervisor');
    await edit.getByLabel('Department').fill('Research');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();

    const supervisors = page.getByRole('list', { name: 'Supervisors' });
    const row = supervisors.getByRole('listitem').filter({ hasText: targetName });
    await expect(row).toBeVisible();
    await expect(row.getByText('Supervisor', { exact: true })).toBeVisible();
    await expect(row.getByText(/Research/)).toBeVisible();
    await snap(page, 'users-after-edit');
    await expect(teamList.getByText(targetName)).toHaveCount(0);

    // A taken e-mail (the same reserved address in this sandbox) is refused with the server's
    // message.
    await page.getByRole('button', { name: `Edit ${targetName}` }).click();
    await edit.getByLabel('Email').fill(email);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Failed to update user', { exact: true })).toBeVisible();
    await expect(edit.getByText('Email is already in use')).toBeVisible();
  });

  test('filters the enterprise meetings by manager and status', async ({ page }) => {
    // A long journey (filters, three dialogs, six axe scans): like the analytics journeys.
    test.setTimeout(120_000);
    await page.goto('/senior-manager-dashboard?tab=meetings');
    await expect(
      page.getByRole('heading', { name: 'Enterprise Meeting Management' }),
    ).toBeVisible();
    const me = await apiGet<ApiUser>(page, '/api/auth/user');
    const hierarchy = await apiGet<{ managers: Level }>(
      page,
      `/api/organizations/${me.organizationId}/hierarchy`,
    );
    const manager = hierarchy.managers.people[0]!;
    const managerName = `${manager.firstName} ${manager.lastName}`;
    const all = await apiGet<unknown[]>(page, '/api/meetings');
    const byManager = await apiGet<unknown[]>(page, `/api/meetings?manager=${manager.id}`);
    const completed = await apiGet<unknown[]>(
      page,
      `/api/meetings?manager=${manager.id}&status=completed`,
    );
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.length).toBeLessThan(byManager.length);

    const showing = page.getByRole('status').filter({ hasText: /^Showing/ });
    const rows = page.getByRole('list', { name: 'Meetings' }).getByRole('listitem');
    await expect(showing).toHaveText(`Showing ${all.length} of ${all.length} meetings`);
    await expect(rows).toHaveCount(all.length);
    await expectNoSeriousA11yViolations(page, 'Executive Dashboard – Meetings tab');
    await snap(page, 'meetings');

    await pick(page, 'Manager', managerName);
    await expect(showing).toHaveText(`Showing ${byManager.length} of ${all.length} meetings`);
    await expect(rows).toHaveCount(byManager.length);
    for (const row of await rows.all()) {
      await expect(row.getByText(`Manager: ${managerName}`)).toBeVisible();
    }

    await pick(page, 'Status', 'Completed');
    await expect(showing).toHaveText(`Showing ${completed.length} of ${all.length} meetings`);
    await expect(rows).toHaveCount(completed.length);
    await snap(page, 'meetings-filtered');
    for (const row of await rows.all()) {
      await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    }

    // A date with no meeting of that manager: the filters' empty message.
    await page.getByLabel('Date').fill('2001-01-01');
    await expect(page.getByText('No meetings match your filters')).toBeVisible();
    await snap(page, 'meetings-empty');
    await expect(showing).toHaveText(`Showing 0 of ${all.length} meetings`);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(showing).toHaveText(`Showing ${all.length} of ${all.length} meetings`);
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();

    // Schedule, edit, cancel and view from a row.
    await page.getByRole('button', { name: 'Schedule Meeting' }).click();
    const schedule = page.getByRole('dialog', { name: 'Create New Meeting' });
    await expect(schedule).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Schedule Meeting dialog');
    await page.keyboard.press('Escape');
    await expect(schedule).toBeHidden();

    const first = rows.first();
    await first.getByRole('button', { name: /^Edit meeting/ }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Meeting' });
    await expect(editDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editDialog).toBeHidden();

    await first.getByRole('button', { name: /^Cancel meeting/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Are you sure you want to cancel this meeting?')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'cancel meeting prompt');
    await snap(page, 'cancel-prompt');
    await confirm.getByRole('button', { name: 'Cancel Meeting' }).click();
    await expect(showing).toHaveText(`Showing ${all.length - 1} of ${all.length - 1} meetings`);
    await expect(statValue(page, 'All Meetings')).toHaveText(String(all.length - 1));

    // The list itself refetches after the count: read the link once it shows the change.
    await expect(rows).toHaveCount(all.length - 1);
    const view = rows.first().getByRole('link', { name: /^View meeting/ });
    const href = await view.getAttribute('href');
    expect(href).toMatch(/^\/meeting\/\d+$/);
    await view.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  });
});
