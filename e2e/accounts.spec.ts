/**
 * Accounts of a company roll-out (docs/decisions/0015-accounts.md), through the UI with the
 * journeys' real SMTP server: a Senior Manager adds a person, who opens the invitation e-mail's
 * link, chooses a password and lands on their dashboard; someone else uses "Forgot password?"
 * end to end, and the used link then shows the one "no longer works" page; the closed sign-up
 * page. Each page gets an axe-core scan; with E2E_SCREENSHOTS set, laptop and phone screenshots
 * land in .tmp/screens.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accountLinkFor, INVITATION_SUBJECT, RESET_SUBJECT } from './support/mail';
import { signIn } from './support/session';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Laptop and phone screenshots of the page as it is, when E2E_SCREENSHOTS is set. */
async function snap(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const before = page.viewportSize();
  for (const [label, size] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `.tmp/screens/accounts-${name}-${label}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

const NO_LONGER_WORKS = { name: 'This link no longer works' };

test('a Senior Manager adds a person, who accepts the invitation and lands on their dashboard', async ({
  browser,
  createOrganisation,
  pageAs,
  uniqueTag,
}) => {
  const { owner } = await createOrganisation({ role: 'Senior Manager' });
  const page = await pageAs(owner);
  const email = `ines.${uniqueTag}@cadence.test`;
  const password = `Harbour-${uniqueTag}-lantern`;

  await test.step('the Senior Manager adds Ines; the dialog says an invitation was sent', async () => {
    await page.goto('/senior-manager-dashboard?tab=users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Team Member' });
    await add.getByLabel('First name').fill('Ines');
    await add.getByLabel('Last name').fill('Moreau');
    await add.getByLabel('Email').fill(email);
    await add.getByLabel('Job title').fill('Data Analyst');
    await add.getByLabel('Reports To').click();
    await page
      .getByRole('option', { name: new RegExp(`^${owner.firstName} ${owner.lastName}`) })
      .click();
    await add.getByRole('button', { name: 'Add Team Member' }).click();
    const sent = page.getByRole('dialog', { name: 'Invitation sent' });
    await expect(sent).toBeVisible();
    await expect(sent.getByText(email)).toBeVisible();
    await expect(sent.getByText('Temporary password')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'Invitation sent dialog');
    await snap(page, 'invitation-sent');
    await sent.getByRole('button', { name: 'Done' }).click();
    // Until Ines chooses her password, her row offers to resend the invitation.
    await expect(
      page.getByRole('button', { name: 'Resend invitation to Ines Moreau' }),
    ).toBeVisible();
  });

  const context = await browser.newContext();
  const ines = await context.newPage();
  await test.step('Ines opens the link from the e-mail and chooses her password', async () => {
    const link = await accountLinkFor(email, INVITATION_SUBJECT);
    expect(link).toMatch(/\/accept-invitation#token=/);
    await ines.goto(link);
    await expect(ines.getByRole('heading', { name: 'Welcome to Cadence' })).toBeVisible();
    await expect(ines.getByLabel('New Password', { exact: true })).toBeVisible();
    // The token left the address bar (it never reaches a log or a Referer).
    expect(new URL(ines.url()).hash).toBe('');
    await expectNoSeriousA11yViolations(ines, 'accept invitation');
    await snap(ines, 'accept-invitation');
    await ines.getByLabel('New Password', { exact: true }).fill(password);
    await ines.getByLabel('Confirm New Password').fill(password);
    await ines.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(ines).toHaveURL(/\/team-member-dashboard$/);
    await expect(ines.getByRole('dialog', { name: 'Password Change Required' })).toHaveCount(0);
  });

  await test.step('the same link again shows that it no longer works', async () => {
    const link = await accountLinkFor(email, INVITATION_SUBJECT);
    const again = await context.newPage();
    await again.goto(link);
    await expect(again.getByRole('heading', NO_LONGER_WORKS)).toBeVisible();
    await expect(again.getByText('Ask your manager for a new invitation.')).toBeVisible();
    await expectNoSeriousA11yViolations(again, 'link no longer works');
    await snap(again, 'link-no-longer-works');
  });
  await context.close();
});

test('“Forgot password?” end to end: the mailed link sets a new password and signs in', async ({
  browser,
  createOrganisation,
  uniqueTag,
}) => {
  const org = await createOrganisation();
  const person = await org.add({ emailName: 'forgetful' });
  const next = `Compass-${uniqueTag}-river`;
  const context = await browser.newContext();
  const page = await context.newPage();

  await test.step('the sign-in page links to “Forgot password?”', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'forgot password');
    await snap(page, 'forgot-password');
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText(/If an account uses this address/)).toBeVisible();
    await snap(page, 'forgot-password-sent');
  });

  const link = await accountLinkFor(person.email, RESET_SUBJECT);
  await test.step('the link sets the new password and signs in', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'reset password');
    await snap(page, 'reset-password');
    await page.getByLabel('New Password', { exact: true }).fill(next);
    await page.getByLabel('Confirm New Password').fill(next);
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect(page).toHaveURL(/\/team-member-dashboard$/);
  });

  await test.step('the old password no longer signs in, the new one does; the link is used', async () => {
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await signIn(fresh, person.email, person.password);
    await expect(fresh.getByText('Sign In Failed').first()).toBeVisible();
    await signIn(fresh, person.email, next);
    await expect(fresh).toHaveURL(/\/team-member-dashboard$/);
    await fresh.goto(link);
    await expect(fresh.getByRole('heading', NO_LONGER_WORKS)).toBeVisible();
    await other.close();
  });
  await context.close();
});

test('an unknown link shows the same page as a used one', async ({ page }) => {
  await page.goto(
    '/reset-password#token=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
  );
  await expect(page.getByRole('heading', NO_LONGER_WORKS)).toBeVisible();
  await page.goto('/accept-invitation');
  await expect(page.getByRole('heading', NO_LONGER_WORKS)).toBeVisible();
});

test('the sign-up page of a server that takes no sign-ups', async ({ page }) => {
  // The journeys' server runs SIGNUP=open (every test signs up); the API's 403 is an API test
  // (src/server/modules/accounts/people-lifecycle.test.ts). Here the page gets the closed state.
  await page.route('**/api/auth/signup', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"open":false}' }),
  );
  await page.goto('/signup');
  await expect(
    page.getByText('Sign-up is closed on this server; ask your manager for an invitation.'),
  ).toBeVisible();
  await expect(page.getByLabel('Organisation')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'sign-up closed');
  await snap(page, 'signup-closed');
});
