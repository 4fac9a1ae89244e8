/**
 * SCIM provisioning (decision 36): a Senior Manager opens Organisation settings from the header,
 * creates a token (shown once), an identity provider provisions a person over HTTP with it, the
 * person is in the people list, and revoking the token (after the confirmation) stops it at
 * once. Screenshots at laptop and phone width when E2E_SCREENSHOTS names a folder.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';

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

test('a Senior Manager connects an identity provider with a SCIM token, then revokes it', async ({
  createOrganisation,
  pageAs,
  playwright,
  baseURL,
}) => {
  const org = await createOrganisation({ role: 'Senior Manager', emailName: 'scim' });
  const page = await pageAs(org.owner);
  await page.goto('/');
  await page.getByRole('link', { name: 'Organisation settings' }).click();
  await expect(page).toHaveURL(/\/organization\/settings$/);
  const section = page.getByRole('region', { name: 'SCIM provisioning' });
  await expect(section.getByLabel('Base URL')).toHaveValue(`${baseURL}/scim/v2`);
  await expect(section.getByText('No tokens yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Create token' }).click();
  const tokenField = section.getByLabel('New token');
  await expect(tokenField).toHaveValue(/^scim_[A-Za-z0-9_-]{43}$/);
  const token = await tokenField.inputValue();
  await expect(section.getByRole('button', { name: 'Copy new token' })).toBeVisible();
  await expect(
    section.getByRole('list', { name: 'SCIM tokens' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'organisation settings: SCIM token created');
  await snap(page, 'organization-settings-scim');

  // The identity provider: a lookup, then the create Okta and Entra ID send.
  const idp = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/scim+json',
    },
  });
  const email = `provisioned.${Date.now()}@scim.example.com`;
  const lookup = await idp.get(
    `/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`,
  );
  expect(lookup.status()).toBe(200);
  expect((await lookup.json()).totalResults).toBe(0);
  const created = await idp.post('/scim/v2/Users', {
    data: {
      schemas: [
        'urn:ietf:params:scim:schemas:core:2.0:User',
        'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
      ],
      userName: email,
      externalId: 'okta-00u-e2e',
      name: { givenName: 'Priya', familyName: 'Provisioned' },
      active: true,
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': {
        manager: { value: String(org.owner.id) },
      },
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/senior-manager-dashboard?tab=users');
  const teamList = page.getByRole('list', { name: 'Team Members' });
  await expect(teamList.getByText('Priya Provisioned')).toBeVisible();

  await page.goto('/organization/settings');
  await section.getByRole('button', { name: /^Revoke/ }).click();
  const confirm = page.getByRole('alertdialog', { name: /Revoke token/ });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'organisation settings: revoke SCIM token');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(section.getByText('No tokens yet.')).toBeVisible();
  expect((await idp.get('/scim/v2/Users')).status()).toBe(401);
  await idp.dispose();
});
