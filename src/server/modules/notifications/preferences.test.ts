/**
 * Notification preferences and the one-click unsubscribe (decision 19) over HTTP, on PGlite and
 * PostgreSQL: the whole object read and written by its owner only, bad values refused with the
 * field's message and nothing written; every mail of a kind a person may turn off carries
 * RFC 8058 headers (read from a real SMTP server with postal-mime) whose link turns off that
 * kind for that person only, without a session; tampered or foreign tokens change nothing.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/shared/schemas/notification-preferences';
import { databaseKinds, useTestApp } from '../../test/harness';
import {
  meetingPeople,
  queueInTransaction,
  useMailDelivery,
} from '../../test/support/mail-test-helpers';
import { unsubscribeToken } from '../mail/unsubscribe-token';
import { loadPreferences } from './preferences';

const PATH = '/api/me/notification-preferences';

describe.each(databaseKinds())('notification preferences on %s', (kind) => {
  const t = useTestApp(kind);
  const smtp = useMailDelivery(t);

  it('reads the defaults, saves the whole object, and keeps each person to their own', async () => {
    const ann = await t.factory.user();
    const bob = await t.factory.user({ organizationId: ann.organizationId });
    const [annCookie, bobCookie] = [await t.factory.signIn(ann), await t.factory.signIn(bob)];
    const first = await t.request({ method: 'GET', url: PATH, cookie: annCookie });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const wanted = {
      email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, recap: false, digest: false },
      recapSharedNotes: false,
      reminderLeadTime: '2d',
      digestDay: null,
    };
    const put = await t.request({ method: 'PUT', url: PATH, cookie: annCookie, payload: wanted });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(wanted);
    expect((await t.request({ method: 'GET', url: PATH, cookie: annCookie })).json()).toEqual(
      wanted,
    );
    // Bob's are untouched; nobody can name another person's preferences.
    expect((await t.request({ method: 'GET', url: PATH, cookie: bobCookie })).json()).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
    expect((await t.request({ method: 'GET', url: PATH })).statusCode).toBe(401);
  });

  it('refuses a bad value with the field’s message and writes nothing', async () => {
    const ann = await t.factory.user();
    const cookie = await t.factory.signIn(ann);
    const good = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    const cases: [unknown, string, string][] = [
      [{ ...good, reminderLeadTime: '3d' }, 'reminderLeadTime', 'Reminder lead time must be'],
      [{ ...good, digestDay: 'funday' }, 'digestDay', 'Digest day must be'],
      [{ ...good, email: { ...good.email, recap: 'no' } }, 'email.recap', 'email.recap must be'],
      [{ ...good, recapSharedNotes: 'no' }, 'recapSharedNotes', 'recapSharedNotes must be'],
      [{ ...good, email: { ...good.email, extra: true } }, 'email', ''],
      [{ ...good, role: 'Senior Manager' }, '', ''],
      [{}, 'email', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request({ method: 'PUT', url: PATH, cookie, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { message: string; fieldErrors?: Record<string, string[]> };
      if (field) expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
      if (message) expect(String(body.fieldErrors?.[field])).toContain(message);
    }
    expect(await loadPreferences(t.database.db, ann.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('puts one-click unsubscribe headers on meeting mail; the link turns off that kind for that person only', async () => {
    const { manager, member, meeting } = await meetingPeople(t.factory);
    await queueInTransaction(t.database, t.config, {
      kind: 'scheduled',
      meeting,
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    const mailTo = await smtp.deliver(2);
    const mail = mailTo(member.email);
    const header = (name: string) =>
      mail.parsed.headers.find((h) => h.key.toLowerCase() === name)?.value;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(http:\/\/cadence\.test\/api\/unsubscribe\/[^>]+)>$/.exec(
      header('list-unsubscribe')?.replace(/\s+/g, '') ?? '',
    )?.[1];
    expect(link).toBe(
      `http://cadence.test/api/unsubscribe/${unsubscribeToken(t.config, member.id, 'meetingChanges')}`,
    );
    // The footer links to the page that confirms before turning it off.
    expect(mail.parsed.text).toContain(
      `http://cadence.test/unsubscribe/${unsubscribeToken(t.config, member.id, 'meetingChanges')}`,
    );
    const url = new URL(link!).pathname;

    // Reading what it does changes nothing.
    const look = await t.request({ method: 'GET', url });
    expect(look.statusCode).toBe(200);
    expect(look.json()).toMatchObject({ kind: 'meetingChanges', enabled: true });
    expect((await loadPreferences(t.database.db, member.id)).email.meetingChanges).toBe(true);

    // The mail provider's POST: no session, a form body, from another site.
    const res = await t.request({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'meetingChanges', enabled: false });
    expect(await loadPreferences(t.database.db, member.id)).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, meetingChanges: false },
    });
    expect(await loadPreferences(t.database.db, manager.id)).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );

    // The next change mails the manager only.
    smtp.sink.messages.length = 0;
    await queueInTransaction(t.database, t.config, {
      kind: 'updated',
      meeting: { ...meeting, version: 2 },
      actionItems: [],
      manager,
      teamMember: member,
      actor: manager,
    });
    const next = await smtp.deliver(1);
    expect(next(manager.email).recipients).toEqual([manager.email]);
  });

  it('answers 404 to a tampered, foreign or malformed token and changes nothing', async () => {
    const ann = await t.factory.user();
    const bob = await t.factory.user({ organizationId: ann.organizationId });
    const annDigest = unsubscribeToken(t.config, ann.id, 'digest');
    const tokens = [
      annDigest.replace(`v1.${ann.id}.`, `v1.${bob.id}.`), // another person
      annDigest.replace('.digest.', '.recap.'), // another kind
      `${annDigest.slice(0, -2)}xx`, // a changed signature
      unsubscribeToken(
        { ...t.config, secretKey: 'another-secret-key-0123456789abcdef' },
        ann.id,
        'digest',
      ),
      'nonsense',
    ];
    for (const token of tokens) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.request({
          method,
          url: `/api/unsubscribe/${token}`,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${method} ${token}`).toBe(404);
      }
    }
    for (const person of [ann, bob])
      expect(await loadPreferences(t.database.db, person.id)).toEqual(
        DEFAULT_NOTIFICATION_PREFERENCES,
      );
    // The right token works (the page's JSON POST); a deactivated person's answers 404.
    const ok = await t.request({
      method: 'POST',
      url: `/api/unsubscribe/${annDigest}`,
      payload: {},
    });
    expect(ok.json()).toEqual({ kind: 'digest', label: 'Weekly digest', enabled: false });
    expect((await loadPreferences(t.database.db, ann.id)).email.digest).toBe(false);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, bob.id));
    const gone = await t.request({
      method: 'POST',
      url: `/api/unsubscribe/${unsubscribeToken(t.config, bob.id, 'digest')}`,
      payload: {},
    });
    expect(gone.statusCode).toBe(404);
    expect(await loadPreferences(t.database.db, bob.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});
