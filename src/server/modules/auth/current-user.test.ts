/**
 * GET /api/auth/user's `mailEnabled`: true exactly when the server delivers e-mail (`SMTP_URL`
 * set; accounts/invitations.ts `mailEnabledOf`), so the screens say "sent" only then
 * (src/client/lib/mail-notice.ts). The signed-in page's HTML carries the same answer
 * (client-html.test.ts compares them).
 */
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from '../../test/harness';

describe.each(databaseKinds())('GET /api/auth/user mailEnabled on %s', (kind) => {
  const withoutMail = useTestApp(kind);
  // Nothing listens there: the call sends no mail, and background jobs are off in tests.
  const withMail = useTestApp(kind, { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });

  it('is false on a server without SMTP_URL and true with it', async () => {
    for (const [t, expected] of [
      [withoutMail, false],
      [withMail, true],
    ] as const) {
      const { manager } = await t.factory.team();
      const res = await t.request({
        method: 'GET',
        url: '/api/auth/user',
        cookie: await t.factory.signIn(manager),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: manager.id, mailEnabled: expected });
    }
  });
});
