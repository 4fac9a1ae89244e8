/**
 * The audit trail's page (/audit): a Senior Manager adds a person, opens the trail from the
 * header, sees the event (who, what, which person), narrows it to one action, and downloads the
 * CSV with the same filter; a Manager sent to /audit lands on their home page without the
 * trail; Organisation settings links to it. Screenshots at laptop and phone width (nothing
 * scrolls sideways) when E2E_SCREENSHOTS names a folder.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

const CSV_HEADER = 'id,at,actorId,actorName,action,targetType,targetId,ip,requestId';

async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const [label, width, height] of [
    ['laptop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
    // Nothing wider than the window: the page never scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a Senior Manager reads, filters and downloads the audit trail', async ({
  createOrganisation,
  pageAs,
}) => {
  const org = await createOrganisation({ role: 'Senior Manager', emailName: 'audit' });
  const added = await org.add({ firstName: 'Audra', lastName: 'Added', changePassword: false });
  const page = await pageAs(org.owner);
  await page.goto('/');
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Audit events' });
  // Sign-up added the owner (user.created too); the person added since is the newest event.
  const addedRow = table
    .getByRole('row')
    .filter({ hasText: 'Added a person' })
    .filter({ hasText: `Person #${added.id}` });
  await expect(addedRow).toHaveCount(1);
  await expect(addedRow).toContainText('Olive Owner');
  await expect(addedRow.getByRole('link', { name: `Person #${added.id}` })).toHaveAttribute(
    'href',
    `/team-member/${added.id}`,
  );
  await expect(table.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'audit trail');
  await snap(page, 'audit');

  await page.getByLabel('Action', { exact: true }).click();
  await page.getByRole('option', { name: 'Added a person', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expect(addedRow).toHaveCount(1);
  const csvLink = page.getByRole('link', { name: 'Download CSV' });
  await expect(csvLink).toHaveAttribute('href', '/api/audit.csv?action=user.created');

  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^cadence-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.slice(1)).toHaveLength(2);
  expect(lines[1]).toContain(`,user.created,user,${added.id},`);
  expect(lines[2]).toContain(`,user.created,user,${org.owner.id},`);

  // A phone shows the same events as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Audit events' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Added a person');
  await expect(cards.first().getByRole('link', { name: `Person #${added.id}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'audit trail on a phone');
});

test('a Manager does not see the audit trail', async ({ createOrganisation, pageAs }) => {
  const org = await createOrganisation({ role: 'Manager', emailName: 'noaudit' });
  const page = await pageAs(org.owner);
  await page.goto('/audit');
  await expect(page).toHaveURL(/\/manager-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
});

test('Organisation settings links to the audit trail', async ({ createOrganisation, pageAs }) => {
  const org = await createOrganisation({ role: 'Senior Manager', emailName: 'auditlink' });
  const page = await pageAs(org.owner);
  await page.goto('/organization/settings');
  const section = page.getByRole('region', { name: 'Audit trail' });
  await section.getByRole('link', { name: 'Open the audit trail' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
});
