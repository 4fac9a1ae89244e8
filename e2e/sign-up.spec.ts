/**
 * Signing up and signing in through the forms, the journeys whose subject they are (the others
 * start signed in, from e2e/support/fixtures.ts): a manager signs up in New York time and lands
 * on the dashboard; a person signs in with their password after a wrong one, and signs out.
 */
import type { User } from '../src/shared/schemas/user';
import { expect, test } from './support/fixtures';
import { logOut, signIn } from './support/session';

test('a manager signs up in New York time and lands on the dashboard', async ({
  page,
  uniqueTag,
}) => {
  const manager = {
    email: `morgan.lee.${uniqueTag}@cadence.test`,
    password: 'Manager-pass-1',
    company: `Northwind ${uniqueTag}`,
  };
  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign Up – Cadence');
  await expect(page.getByText('Captcha verification is disabled for development')).toBeVisible();
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Email').fill(manager.email);
  await page.getByLabel('Organisation').fill(manager.company);
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Manager', exact: true }).click();
  await page.getByLabel('Timezone').click();
  await page.getByRole('option', { name: /^America\/New_York / }).click();
  await page.getByLabel('Job title').fill('Head of Analytics');
  await page.getByLabel('Password', { exact: true }).fill(manager.password);
  await page.getByLabel('Confirm password').fill(manager.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/manager-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();

  const me = (await (await page.request.get('/api/auth/user')).json()) as User;
  expect(me).toMatchObject({
    email: manager.email,
    firstName: 'Morgan',
    lastName: 'Lee',
    role: 'Manager',
    jobTitle: 'Head of Analytics',
    company: manager.company,
    timezone: 'America/New_York',
    mustChangePassword: false,
  });
});

test('a person signs in with their password after a wrong one, and signs out', async ({
  page,
  createOrganisation,
}) => {
  const org = await createOrganisation({ role: 'Senior Manager' });
  const person = await org.add({ role: 'Manager', firstName: 'Sam', lastName: 'Signer' });

  await signIn(page, person.email, 'not-the-password-1');
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/manager-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
  await logOut(page);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
