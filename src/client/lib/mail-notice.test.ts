import { describe, expect, it } from 'vitest';
import { DEMO_MAIL_NOTICE, MAIL_OFF_NOTICE, mailNotice, noMailNotice } from './mail-notice';

const SENT = 'Email confirmations have been sent to both you and your team member.';

describe('mailNotice', () => {
  it("keeps the spec's text when mail goes out", () => {
    expect(mailNotice({ isDemo: false, mailEnabled: true }, SENT)).toBe(SENT);
    // A user not read from GET /api/auth/user carries no mailEnabled: mail counts as on.
    expect(mailNotice({ isDemo: false }, SENT)).toBe(SENT);
    expect(noMailNotice({ isDemo: false, mailEnabled: true })).toBeNull();
  });

  it('says no mail was sent in a demo, whatever the server', () => {
    for (const mailEnabled of [true, false]) {
      expect(mailNotice({ isDemo: true, mailEnabled }, SENT)).toBe(DEMO_MAIL_NOTICE);
    }
  });

  it('says the server sends no e-mail when SMTP is off', () => {
    expect(mailNotice({ isDemo: false, mailEnabled: false }, SENT)).toBe(MAIL_OFF_NOTICE);
    expect(noMailNotice({ isDemo: false, mailEnabled: false })).toBe(MAIL_OFF_NOTICE);
  });
});
