/**
 * Only the person decides their sign-in e-mail (docs/decisions/0030-email-change.md; promise 6):
 * the red team's takeover (a manager PATCHes a report's e-mail to their own address, asks for a
 * password reset, signs in as the report, reads their private note) replayed step by step and
 * refused at its first step, for a Manager and a Senior Manager; the person's own change with the
 * password (or a code), confirmed at the new address, with the undo link to the old one; a
 * manager's proposal approved or declined by the person; an account never signed in corrected
 * and invited again. Every link is read from mail the real test SMTP server received.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { FACTORY_PASSWORD } from '../../test/factories';
import { accountTokens, users } from '../../db/schema';
import { useMailDelivery } from '../../test/support/mail-test-helpers';
import type { ReceivedMail } from '../../test/support/test-smtp-server';
import { INVITATION_SUBJECT, RESET_SUBJECT } from '../accounts/account-mail';
import { LINK_NO_LONGER_WORKS, TOKEN_TTL_MS } from '../accounts/account-tokens';
import { defangLinks } from '../mail/text';
import { clearThrottle, postLogin, sessionCookieOf } from '../../test/support/auth-testing';
import {
  CONFIRM_EMAIL_SUBJECT,
  EMAIL_CHANGED_SUBJECT,
  EMAIL_PROPOSAL_SUBJECT,
  SAME_EMAIL,
} from './email-change';

const MAIL_ON = { SMTP_URL: 'smtp://127.0.0.1:1' };
const NOTE = '<p>I am interviewing elsewhere</p>';
const DEAD_LINK = {
  message: LINK_NO_LONGER_WORKS,
  code: 'VALIDATION_FAILED',
  fieldErrors: { token: [LINK_NO_LONGER_WORKS] },
};

/** The token of the `<APP_URL>/<page>#token=…` link in a received mail, and the page. */
function linkIn(mail: ReceivedMail): { page: string; token: string } {
  const link = /https?:\/\/cadence\.test\/([a-z-]+)#token=([A-Za-z0-9._%-]+)/.exec(
    mail.parsed.text ?? '',
  );
  expect(link, 'a link with a token, on APP_URL').not.toBeNull();
  return { page: link![1]!, token: decodeURIComponent(link![2]!) };
}

describe.each(databaseKinds())('sign-in e-mail changes on %s', (kind) => {
  const t = useTestApp(kind, { env: MAIL_ON });
  const mail = useMailDelivery(t);
  beforeEach(() => clearThrottle(t));
  /** One worker batch that must send `n`; looks up only the messages of this batch. */
  const deliver = (n: number) => {
    mail.sink.messages.length = 0;
    return mail.deliver(n);
  };
  afterEach(() => t.clock.reset());

  const req = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    cookie?: string,
    payload?: object,
  ) => t.request({ method, url, cookie, payload });
  const emailOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.email;
  const link = (token: string, action: string, cookie?: string) =>
    req('POST', '/api/auth/email-link', cookie, { token, action });

  /** A report with a private note on a 1:1 with their manager; both signed in. */
  async function reportWithPrivateNote(t: TestApp) {
    const team = await t.factory.team();
    const meeting = await t.factory.meeting({
      managerId: team.manager.id,
      teamMemberId: team.member.id,
    });
    const reportCookie = await t.factory.signIn(team.member);
    const saved = await req('PUT', `/api/meetings/${meeting.id}/private-note`, reportCookie, {
      html: NOTE,
    });
    expect(saved.statusCode).toBe(200);
    return { ...team, meeting, reportCookie };
  }

  /**
   * The attack as the red team wrote it, by `attacker` against `report`: every step is tried
   * and each must fail.
   */
  async function replayTakeover(
    attacker: { cookie: string },
    report: { id: number; email: string },
    meetingId: number,
  ) {
    const mallory = 'mallory@attacker.test';
    // 1. PATCH the report's e-mail to an address the attacker controls: only a proposal.
    const patched = await req('PATCH', `/api/users/${report.id}`, attacker.cookie, {
      email: mallory,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ email: report.email, proposedEmail: mallory });
    expect(await emailOf(report.id)).toBe(report.email);
    // The proposal went to the report's real address, nothing to the attacker's.
    const proposal = (await deliver(1))(report.email);
    expect(proposal.parsed.subject).toBe(EMAIL_PROPOSAL_SUBJECT);
    expect(proposal.recipients).toEqual([report.email]);
    expect(linkIn(proposal).page).toBe('email-proposal');
    // 2. forgot-password with the attacker's address: no account uses it, no mail is sent.
    const forgot = await req('POST', '/api/auth/forgot-password', undefined, { email: mallory });
    expect(forgot.statusCode).toBe(202);
    await deliver(0);
    expect(mail.sink.messages.some((m) => m.recipients.includes(mallory))).toBe(false);
    // A reset asked for the report's address goes to the report only.
    await req('POST', '/api/auth/forgot-password', undefined, { email: report.email });
    const reset = (await deliver(1))(report.email);
    expect(reset.parsed.subject).toBe(RESET_SUBJECT);
    // 3. reset-password without the report's link: refused, no session.
    const forged = await req('POST', '/api/auth/reset-password', undefined, {
      token: `${'A'.repeat(22)}.${'B'.repeat(43)}`,
      newPassword: 'Lantern-harbour-42',
      confirmPassword: 'Lantern-harbour-42',
    });
    expect(forged.statusCode).toBe(400);
    expect(sessionCookieOf(forged)).toBeNull();
    expect((await postLogin(t, mallory, 'Lantern-harbour-42')).statusCode).toBe(401);
    // 4. The private note: the attacker is still only themselves (a participant sees their own
    // note, empty; anyone else gets 404), never the report's.
    const note = await req('GET', `/api/meetings/${meetingId}/private-note`, attacker.cookie);
    expect([200, 404]).toContain(note.statusCode);
    if (note.statusCode === 200) expect(note.json().html).toBeNull();
    expect(note.body).not.toContain('interviewing');
    const me = await req('GET', '/api/auth/user', attacker.cookie);
    expect(me.json().id).not.toBe(report.id);
  }

  it('refuses the takeover by a manager at its first step', async () => {
    const w = await reportWithPrivateNote(t);
    const cookie = await t.factory.signIn(w.manager);
    await replayTakeover({ cookie }, w.member, w.meeting.id);
    // The report still signs in with their address and reads their note.
    const own = await req('GET', `/api/meetings/${w.meeting.id}/private-note`, w.reportCookie);
    expect(own.json().html).toContain('interviewing');
  });

  it('refuses the takeover by a Senior Manager at its first step', async () => {
    const w = await reportWithPrivateNote(t);
    const cookie = await t.factory.signIn(w.seniorManager);
    await replayTakeover({ cookie }, w.member, w.meeting.id);
    expect((await postLogin(t, w.member.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('changes one’s own e-mail only with the password, after the link to the new address; the old one can undo', async () => {
    const user = await t.factory.user();
    const other = await t.factory.user();
    const cookie = await t.factory.signIn(user);
    const elsewhere = await t.factory.signIn(user);
    const newEmail = `moved.${user.id}@example.com`;
    const ask = (payload: object) => req('POST', '/api/me/email', cookie, payload);

    const missing = await ask({ email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.currentPassword).toEqual(['Current password is required']);
    const wrong = await ask({ email: newEmail, currentPassword: 'not-my-password' });
    expect(wrong.json().fieldErrors.currentPassword).toEqual(['Current password is incorrect']);
    const same = await ask({ email: user.email.toUpperCase(), currentPassword: FACTORY_PASSWORD });
    expect(same.json().fieldErrors.email).toEqual([SAME_EMAIL]);
    const taken = await ask({ email: other.email, currentPassword: FACTORY_PASSWORD });
    expect(taken.statusCode).toBe(409);
    // Without two-factor, a code is no proof.
    const code = await ask({ email: newEmail, code: '123456' });
    expect(code.statusCode).toBe(400);
    expect(code.json().fieldErrors.code).toBeDefined();
    await deliver(0);

    const asked = await ask({ email: newEmail, currentPassword: FACTORY_PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ pendingEmail: newEmail, user: { email: user.email } });
    // Until confirmed nothing changes: same address, sessions alive, resets to the old address.
    expect(await emailOf(user.id)).toBe(user.email);
    const confirmMail = (await deliver(1))(newEmail);
    expect(confirmMail.parsed.subject).toBe(CONFIRM_EMAIL_SUBJECT);
    const confirm = linkIn(confirmMail);
    expect(confirm.page).toBe('confirm-email');
    await req('POST', '/api/auth/forgot-password', undefined, { email: newEmail });
    await deliver(0);
    expect((await postLogin(t, user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    // Stored hashed: the verifier is nowhere in the table.
    const stored = await t.database.db.select().from(accountTokens);
    expect(JSON.stringify(stored)).not.toContain(confirm.token.split('.')[1]);
    // The check names the address; a link used for another action is the one dead answer.
    const check = await req('POST', '/api/auth/account-link', undefined, {
      token: confirm.token,
      purpose: 'email_change',
    });
    expect(check.json()).toEqual({ valid: true, email: newEmail });
    expect((await link(confirm.token, 'undo')).json()).toEqual(DEAD_LINK);
    expect((await link(confirm.token, 'approve')).json()).toEqual(DEAD_LINK);

    // Confirmed from this browser: the address changes, every other session ends.
    const done = await link(confirm.token, 'confirm', cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: newEmail });
    expect(await emailOf(user.id)).toBe(newEmail);
    expect((await req('GET', '/api/auth/user', cookie)).statusCode).toBe(200);
    expect((await req('GET', '/api/auth/user', elsewhere)).statusCode).toBe(401);
    expect((await link(confirm.token, 'confirm')).json()).toEqual(DEAD_LINK);
    expect((await postLogin(t, newEmail, FACTORY_PASSWORD)).statusCode).toBe(200);

    // The old address got the notice and the undo link.
    const notice = (await deliver(1))(user.email);
    expect(notice.parsed.subject).toBe(EMAIL_CHANGED_SUBJECT);
    // Addresses in mail are shown but not linkable (mail/text.ts defangLinks, promise 3).
    expect(notice.parsed.text).toContain(
      defangLinks(`changed from ${user.email} to ${newEmail} by you`),
    );
    const undo = linkIn(notice);
    expect(undo.page).toBe('undo-email-change');
    // A reset asked meanwhile does not take the way back away.
    await req('POST', '/api/auth/forgot-password', undefined, { email: newEmail });
    const resetToken = linkIn((await deliver(1))(newEmail)).token;
    const resetDone = await req('POST', '/api/auth/reset-password', undefined, {
      token: resetToken,
      newPassword: 'Lantern-harbour-42',
      confirmPassword: 'Lantern-harbour-42',
    });
    expect(resetDone.statusCode).toBe(200);
    const newSession = sessionCookieOf(resetDone)!;

    const undone = await link(undo.token, 'undo');
    expect(undone.json()).toEqual({ email: user.email });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await req('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    expect((await req('GET', '/api/auth/user', newSession)).statusCode).toBe(401);
    expect((await link(undo.token, 'undo')).json()).toEqual(DEAD_LINK);
    await deliver(0);
  });

  it('lets an account with two-factor sign-in prove itself with a code', async () => {
    t.clock.set(new Date('2031-05-01T09:00:00Z'));
    const user = await t.factory.user();
    const cookie = await t.factory.signIn(user);
    const setup = await req('POST', '/api/auth/two-factor/setup', cookie);
    const { secret } = setup.json() as { secret: string };
    const codeNow = () => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    expect(
      (await req('POST', '/api/auth/two-factor/enable', cookie, { code: await codeNow() }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(30_000);
    const newEmail = `coded.${user.id}@example.com`;
    const bad = await req('POST', '/api/me/email', cookie, { email: newEmail, code: '000000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.code).toBeDefined();
    const ok = await req('POST', '/api/me/email', cookie, {
      email: newEmail,
      code: await codeNow(),
    });
    expect(ok.statusCode).toBe(202);
    expect(ok.json().pendingEmail).toBe(newEmail);
    // The same code never serves twice.
    t.clock.advance(1_000);
    const replay = await req('POST', '/api/me/email', cookie, {
      email: newEmail,
      code: await codeNow(),
    });
    expect(replay.statusCode).toBe(400);
    (await deliver(1))(newEmail);
  });

  it('applies a manager’s proposal only when the person approves it, by link or after sign-in', async () => {
    const team = await t.factory.team();
    const manager = await t.factory.signIn(team.manager);
    const memberCookie = await t.factory.signIn(team.member);
    const first = `tia.first.${team.member.id}@example.com`;
    const second = `tia.second.${team.member.id}@example.com`;

    // By link: approved from the mail to the current address.
    await req('PATCH', `/api/users/${team.member.id}`, manager, { email: first });
    const proposal = linkIn((await deliver(1))(team.member.email));
    const check = await req('POST', '/api/auth/account-link', undefined, {
      token: proposal.token,
      purpose: 'email_proposal',
    });
    expect(check.json()).toEqual({ valid: true, email: first });
    const approved = await link(proposal.token, 'approve');
    expect(approved.json()).toEqual({ email: first });
    expect(await emailOf(team.member.id)).toBe(first);
    // Approved from a browser without the person's session: every session of theirs ends.
    expect((await req('GET', '/api/auth/user', memberCookie)).statusCode).toBe(401);
    const notice = (await deliver(1))(team.member.email);
    expect(notice.parsed.text).toContain(defangLinks(`to ${first} by you, as Maya`));

    // In the app: the pending proposal shows after sign-in; declining changes nothing.
    const cookie = await t.factory.signIn(team.member);
    const none = await req('GET', '/api/me/email-proposal', cookie);
    expect(none.json()).toEqual({ proposal: null });
    expect(
      (await req('POST', '/api/me/email-proposal', cookie, { decision: 'approve' })).statusCode,
    ).toBe(404);
    await req('PATCH', `/api/users/${team.member.id}`, manager, { email: second });
    const mailed = linkIn((await deliver(1))(first));
    const pending = await req('GET', '/api/me/email-proposal', cookie);
    expect(pending.json().proposal).toMatchObject({
      email: second,
      proposedBy: expect.stringContaining('Maya'),
    });
    // Another person sees only their own (none).
    const managerView = await req('GET', '/api/me/email-proposal', manager);
    expect(managerView.json()).toEqual({ proposal: null });
    const declined = await req('POST', '/api/me/email-proposal', cookie, { decision: 'decline' });
    expect(declined.json()).toEqual({ email: first });
    expect(await emailOf(team.member.id)).toBe(first);
    expect((await link(mailed.token, 'approve')).json()).toEqual(DEAD_LINK);

    // Proposed again and approved in the app: this session stays, the others end.
    const other = await t.factory.signIn(team.member);
    await req('PATCH', `/api/users/${team.member.id}`, manager, { email: second });
    await deliver(1);
    const inApp = await req('POST', '/api/me/email-proposal', cookie, { decision: 'approve' });
    expect(inApp.json()).toEqual({ email: second });
    expect((await req('GET', '/api/auth/user', cookie)).statusCode).toBe(200);
    expect((await req('GET', '/api/auth/user', other)).statusCode).toBe(401);
    (await deliver(1))(first);
  });

  it('lets a proposal lapse after 7 days and a confirmation link after 24 hours', async () => {
    const team = await t.factory.team();
    const manager = await t.factory.signIn(team.manager);
    await req('PATCH', `/api/users/${team.member.id}`, manager, {
      email: `late.${team.member.id}@example.com`,
    });
    const proposal = linkIn((await deliver(1))(team.member.email));
    const cookie = await t.factory.signIn(team.member);
    await req('POST', '/api/me/email', cookie, {
      email: `mine.${team.member.id}@example.com`,
      currentPassword: FACTORY_PASSWORD,
    });
    const confirm = linkIn((await deliver(1))(`mine.${team.member.id}@example.com`));
    t.clock.advance(TOKEN_TTL_MS.email_change);
    expect((await link(confirm.token, 'confirm')).json()).toEqual(DEAD_LINK);
    t.clock.advance(TOKEN_TTL_MS.email_proposal - TOKEN_TTL_MS.email_change);
    expect((await link(proposal.token, 'approve')).json()).toEqual(DEAD_LINK);
    expect(await emailOf(team.member.id)).toBe(team.member.email);
  });

  it('corrects an account never signed in directly and invites it again at the corrected address', async () => {
    const team = await t.factory.team();
    const manager = await t.factory.signIn(team.manager);
    const created = await req('POST', '/api/team-members', manager, {
      email: 'nia.typo@acme.test',
      firstName: 'Nia',
      lastName: 'New',
      role: 'Team Member',
      managerId: team.manager.id,
    });
    expect(created.statusCode).toBe(201);
    const first = linkIn((await deliver(1))('nia.typo@acme.test'));
    const fixed = await req('PATCH', `/api/users/${created.json().id}`, manager, {
      email: 'nia@acme.test',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().email).toBe('nia@acme.test');
    expect(fixed.json().proposedEmail).toBeUndefined();
    const invitation = (await deliver(1))('nia@acme.test');
    expect(invitation.parsed.subject).toBe(INVITATION_SUBJECT);
    // The link mailed to the mistyped address no longer works.
    const old = await req('POST', '/api/auth/account-link', undefined, {
      token: first.token,
      purpose: 'invitation',
    });
    expect(old.json()).toEqual(DEAD_LINK);
    const accepted = await req('POST', '/api/auth/accept-invitation', undefined, {
      token: linkIn(invitation).token,
      newPassword: 'Lantern-harbour-42',
      confirmPassword: 'Lantern-harbour-42',
    });
    expect(accepted.statusCode).toBe(200);
    // Signed in once: from now on a manager only proposes.
    const later = await req('PATCH', `/api/users/${created.json().id}`, manager, {
      email: 'nia.other@acme.test',
    });
    expect(later.json()).toMatchObject({
      email: 'nia@acme.test',
      proposedEmail: 'nia.other@acme.test',
    });
  });
});
