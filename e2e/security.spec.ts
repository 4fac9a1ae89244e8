/**
 * Sign-in and security on the profile (docs/security/promises.md promises 6 and 20): a person
 * sees the sessions of their account, signs another browser out, changes their sign-in e-mail
 * with their password and the link mailed to the new address (the old address is told, with an
 * undo link; decision 30), sees a Senior Manager's new address for them only proposed and
 * approves it from the banner after signing in, and turns on two-factor sign-in, then signs in
 * with a code and with a recovery code.
 */
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logOut, signIn } from './support/session';

/**
 * A mail's text with the brackets that keep user-written addresses unlinkable taken out
 * (`[.]`, `[:]`, `[@]`; mail/text.ts `defangLinks`), to find an address in it.
 */
const undefanged = (text: string | undefined) => (text ?? '').replace(/\[([.:@])\]/g, '$1');

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Sign-in and security' })).toBeVisible();
}

test('a person signs another browser out and changes their sign-in e-mail', async ({
  createOrganisation,
  pageAs,
  browser,
  uniqueTag,
}) => {
  // The organisation's first person: one session, shared by the API context and this page.
  const { owner } = await createOrganisation({ emailName: 'sessions', firstName: 'Robin' });
  const { email, password } = owner;
  const page = await pageAs(owner);
  const other = await browser.newContext();
  const login = await other.request.post('/api/auth/login', {
    data: { email, password },
  });
  expect(login.ok()).toBe(true);

  await openProfile(page);
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'profile: sign-in and security');
  await sessions.getByRole('button', { name: /^Sign out / }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();

  const newEmail = `moved.${uniqueTag}@cadence.test`;
  await page.getByLabel('New e-mail').fill(newEmail);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  // Nothing changes until the link mailed to the new address is used (decision 30).
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}`).first()).toBeVisible();
  await expect(page.getByText(`You sign in as ${email}.`)).toBeVisible();
  const confirmation = await waitForMail(
    newEmail,
    (m) => m.email.subject === 'Confirm your new Cadence sign-in e-mail',
  );
  const link = /https?:\/\/\S+\/confirm-email#token=[A-Za-z0-9._%-]+/.exec(
    confirmation.email.text ?? '',
  )![0];
  await page.goto(link);
  await expect(page.getByText(`Sign in to Cadence with ${newEmail} from now on?`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'confirm a new sign-in e-mail');
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByText(`Done: you now sign in with ${newEmail}.`)).toBeVisible();
  await openProfile(page);
  await expect(page.getByText(`You sign in as ${newEmail}.`)).toBeVisible();
  const notice = await waitForMail(
    email,
    (m) => m.email.subject === 'Your Cadence sign-in e-mail was changed',
  );
  expect(undefanged(notice.email.text)).toContain(`to ${newEmail} by you`);
  expect(notice.email.text).toMatch(/\/undo-email-change#token=/);
  // A used link answers the one "no longer works" page.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
});

test('a Senior Manager only proposes a new e-mail; the person approves it after signing in', async ({
  createOrganisation,
  pageAs,
  uniqueTag,
}) => {
  const org = await createOrganisation({ role: 'Senior Manager', emailName: 'proposer' });
  const tess = await org.add({ firstName: 'Tess', lastName: 'Member', emailName: 'tess' });
  const page = await pageAs(org.owner);
  await page.goto('/senior-manager-dashboard?tab=users');
  await page.getByRole('button', { name: 'Edit Tess Member' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User Details' });
  const proposed = `tess.new.${uniqueTag}@cadence.test`;
  await edit.getByLabel('Email').fill(proposed);
  await expect(edit.getByText('The new e-mail is only proposed')).toBeVisible();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('E-mail change proposed', { exact: true })).toBeVisible();
  // The proposal goes to Tess's current address; her address is unchanged.
  const proposal = await waitForMail(
    tess.email,
    (m) => m.email.subject === 'Approve a new sign-in e-mail for Cadence?',
  );
  expect(undefanged(proposal.email.text)).toContain(proposed);

  const tessPage = await pageAs(tess);
  await tessPage.goto('/');
  const banner = tessPage.getByRole('region', { name: 'Proposed sign-in e-mail' });
  await expect(banner.getByText(proposed)).toBeVisible();
  await expectNoSeriousA11yViolations(tessPage, 'proposed sign-in e-mail banner');
  await banner.getByRole('button', { name: 'Approve' }).click();
  await expect(banner).toBeHidden();
  await tessPage.goto('/profile');
  await expect(tessPage.getByText(`You sign in as ${proposed}.`)).toBeVisible();
});

test('two-factor sign-in: set up with an app, then sign in with a code and a recovery code', async ({
  createOrganisation,
  pageAs,
}) => {
  const { owner } = await createOrganisation({ emailName: 'twofactor', firstName: 'Robin' });
  const { email, password } = owner;
  const page = await pageAs(owner);
  await openProfile(page);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByLabel('Setup key').textContent())!.trim();
  await expectNoSeriousA11yViolations(page, 'profile: two-factor setup');
  await page.getByLabel('6-digit code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  await logOut(page);
  await signIn(page, email, password);
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  await expect(step).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign in: code step');
  // The next 30-second step's code: the server accepts one step of drift, never a used step.
  const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await step.getByLabel('Authentication code').fill(next);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/manager-dashboard$/);

  await logOut(page);
  await signIn(page, email, password);
  await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await step.getByLabel('Recovery code').fill(recoveryCode);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/manager-dashboard$/);
  await openProfile(page);
  await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();
});
