/**
 * People import (docs/decisions/0016-import-sso-data.md): a Senior Manager imports a CSV of 5
 * people through the "Import people" dialog (preview with each line's outcome, then Apply)
 * and sees them listed; one of them opens the invitation e-mail's link, chooses a password and
 * lands on their dashboard, another uses "Forgot password?" end to end (decision 15); markup in
 * a refused line's cells renders as text (promise 3). Then the profile's "Your data" section
 * offers the download. Screenshots under .tmp/screens when
 * E2E_SCREENSHOTS is set.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accountLinkFor, INVITATION_SUBJECT, RESET_SUBJECT } from './support/mail';

async function snap(page: Page, name: string, focus?: Locator) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const [label, size] of [
    ['laptop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.tmp/screens/import-${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const HEADER = 'email,first name,last name,job title,department,role,manager email';

test('a Senior Manager imports 5 people: preview, apply, listed; the imported sign in', async ({
  browser,
  createOrganisation,
  pageAs,
  uniqueTag,
}) => {
  test.setTimeout(90_000);
  const org = await createOrganisation({
    role: 'Senior Manager',
    firstName: 'Iris',
    lastName: 'Import',
  });
  const page = await pageAs(org.owner);
  const at = (name: string) => `${name}.${uniqueTag}@example.com`;
  const csv = [
    HEADER,
    // Reports before their manager (line 2 before line 3).
    `${at('ana')},Ana,Lopez,Analyst,Data,Team Member,${at('lena')}`,
    `${at('lena')},Lena,Lead,Data Lead,Data,Manager,${org.owner.email}`,
    `${at('omar')},Omar,Ortiz,Engineer,Platform,Team Member,${at('lena')}`,
    `${at('sara')},Sara,Stone,Supervisor,Platform,Supervisor,${at('lena')}`,
    `${at('tom')},Tom,Tran,Engineer,Platform,Team Member,${at('sara')}`,
  ].join('\n');

  await page.goto('/senior-manager-dashboard?tab=users');
  await page.getByRole('button', { name: 'Import people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import people' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(dialog.getByText('5 to create, 0 to update, 0 unchanged, 0 errors.')).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(6);
  await expect(
    dialog.getByRole('row', { name: new RegExp(at('ana').replace(/\./g, '\\.')) }),
  ).toContainText('Create');
  await expectNoSeriousA11yViolations(page, 'Import people – preview');
  await snap(page, 'preview');

  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('5 created, 0 updated.', { exact: true })).toBeVisible();
  for (const name of ['Ana Lopez', 'Lena Lead', 'Omar Ortiz', 'Sara Stone', 'Tom Tran']) {
    await expect(page.locator('main').getByText(name, { exact: true }).first()).toBeVisible();
  }

  // Ana opens her invitation, chooses a password and lands on her dashboard.
  const visitor = await browser.newContext();
  const ana = await visitor.newPage();
  const anaPassword = `Harbour-${uniqueTag}-lantern`;
  await ana.goto(await accountLinkFor(at('ana'), INVITATION_SUBJECT));
  await expect(ana.getByRole('heading', { name: 'Welcome to Cadence' })).toBeVisible();
  await ana.getByLabel('New Password', { exact: true }).fill(anaPassword);
  await ana.getByLabel('Confirm New Password').fill(anaPassword);
  await ana.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(ana).toHaveURL(/\/team-member-dashboard$/);
  await visitor.close();

  // Omar never opened his invitation; he uses "Forgot password?" from the sign-in page instead.
  const other = await browser.newContext();
  const omar = await other.newPage();
  const omarPassword = `Compass-${uniqueTag}-river`;
  await omar.goto('/login');
  await omar.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page has an Email field too and stays until the lazy page has loaded.
  await expect(omar.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await omar.getByLabel('Email').fill(at('omar'));
  await omar.getByRole('button', { name: 'Send me a link' }).click();
  await expect(omar.getByText(/If an account uses this address/)).toBeVisible();
  await omar.goto(await accountLinkFor(at('omar'), RESET_SUBJECT));
  await expect(omar.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await omar.getByLabel('New Password', { exact: true }).fill(omarPassword);
  await omar.getByLabel('Confirm New Password').fill(omarPassword);
  await omar.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(omar).toHaveURL(/\/team-member-dashboard$/);
  await other.close();

  // The same file again: every line unchanged, nothing to apply.
  await page.getByRole('button', { name: 'Import people' }).click();
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(dialog.getByText('0 to create, 0 to update, 5 unchanged, 0 errors.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();

  // A refused file: markup in cells is shown as text, as a line error.
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [HEADER, `<img src=x onerror=alert(1)>,X,Y,,,Team Member,${org.owner.email}`].join('\n'),
    ),
  });
  await expect(dialog.getByText('1 error', { exact: false })).toBeVisible();
  await expect(dialog.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  expect(await dialog.locator('img').count()).toBe(0);
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  // A formula cell, even behind a line break inside quotes, refuses the whole file by line and column.
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'formula.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        HEADER,
        `${at('g')},G,Y,,,Team Member,${org.owner.email}`,
        `${at('f')},"\n=HYPERLINK(""http://evil.example"")",Y,,,Team Member,${org.owner.email}`,
      ].join('\n'),
    ),
  });
  await expect(dialog.getByRole('alert')).toContainText(
    'Line 3, column 2 (first name) starts with "="',
  );
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await snap(page, 'errors');
  expect(dialogs).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The profile's "Your data" section downloads the JSON file.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^cadence-data-\d+-\d{4}-\d\d-\d\d\.json$/);
  await snap(page, 'your-data', section);
});
