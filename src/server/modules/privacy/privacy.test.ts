import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  accountTokens,
  calendarFeeds,
  emailOutbox,
  notificationPreferences,
  sessions,
  users,
} from '../../db/schema';
import { issueAccountToken } from '../accounts/account-tokens';
import { databaseKinds, useTestApp } from '../../test/harness';
import { FACTORY_PASSWORD } from '../../test/factories';
import { PURGED_BODY, purgeDeliveredMailBodies } from '../mail/outbox';

describe.each(databaseKinds())('personal data on %s', (kind) => {
  const t = useTestApp(kind);

  it('GET /api/me/export: an attachment with the profile and the 1:1s, shared notes and action items', async () => {
    const w = await t.factory.team();
    await t.factory.meeting(
      { teamMemberId: w.member.id, managerId: w.manager.id, notes: '<p>Shared note</p>' },
      ['Write the plan', { description: 'Ship it', status: 'completed' }],
    );
    await t.factory.meeting({ teamMemberId: w.otherMember.id, managerId: w.supervisor.id });
    const saved = {
      email: {
        meetingChanges: true,
        reminder: false,
        recap: true,
        digest: false,
        stuck: true,
        talkingPoints: false,
      },
      recapSharedNotes: false,
      reminderLeadTime: '2d',
      digestDay: 'friday',
    };
    const put = await t.request({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      cookie: await t.factory.signIn(w.member),
      payload: saved,
    });
    expect(put.statusCode).toBe(200);
    const res = await t.request({
      method: 'GET',
      url: '/api/me/export',
      cookie: await t.factory.signIn(w.member),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="cadence-data-${w.member.id}-\\d{4}-\\d\\d-\\d\\d\\.json"$`,
      ),
    );
    const body = res.json();
    expect(body.format).toBe('cadence-data-export/1');
    expect(body.sections.map((s: { name: string }) => s.name)).toEqual([
      'profile',
      'oneOnOnes',
      'talkingPoints',
      'privateNotes',
      'oneOnOneRatings',
      'notifications',
      'notificationPreferences',
    ]);
    // The settings the member saved, not the defaults.
    // A PUT without `actionItemDue` keeps its stored value (the default, on; decision 32).
    expect(body.sections.at(-1).data).toEqual({
      ...saved,
      email: { ...saved.email, actionItemDue: true },
    });
    const [profile, oneOnOnes] = body.sections;
    expect(profile.data).toMatchObject({ id: w.member.id, email: w.member.email });
    expect(profile.data.passwordHash).toBeUndefined();
    expect(oneOnOnes.data).toHaveLength(1); // not the other member's 1:1
    expect(oneOnOnes.data[0]).toMatchObject({
      yourRole: 'team member',
      sharedNotes: '<p>Shared note</p>',
      actionItems: [
        { description: 'Write the plan', status: 'pending' },
        { description: 'Ship it', status: 'completed' },
      ],
    });
    // The other participant is named, never their e-mail.
    expect(JSON.stringify(oneOnOnes.data)).not.toContain(w.manager.email);
    expect((await t.request({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });

  it('POST /api/users/{id}/erase: Former employee everywhere, no e-mail, no sessions, no sign-in; 1:1s stay', async () => {
    const w = await t.factory.team();
    await t.factory.meeting({ teamMemberId: w.member.id, managerId: w.manager.id });
    const memberCookie = await t.factory.signIn(w.member);
    const managerCookie = await t.factory.signIn(w.manager);
    const senior = await t.factory.signIn(w.seniorManager);
    const feed = await t.request({
      method: 'GET',
      url: '/api/me/calendar-feed',
      cookie: memberCookie,
    });
    expect(feed.statusCode).toBe(200);
    const feedPath = new URL(feed.json().url as string).pathname;
    await issueAccountToken(t.database.db, {
      userId: w.member.id,
      purpose: 'password_reset',
      now: new Date(),
    });
    const put = await t.request({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      cookie: memberCookie,
      payload: {
        email: {
          meetingChanges: false,
          reminder: true,
          recap: true,
          digest: true,
          stuck: true,
          talkingPoints: true,
        },
        recapSharedNotes: true,
        reminderLeadTime: '1h',
        digestDay: null,
      },
    });
    expect(put.statusCode).toBe(200);
    const erase = (cookie: string, id: number) =>
      t.request({ method: 'POST', url: `/api/users/${id}/erase`, cookie });

    expect((await erase(managerCookie, w.member.id)).statusCode).toBe(403);
    const foreign = await t.factory.user();
    expect((await erase(senior, foreign.id)).statusCode).toBe(404);
    expect((await erase(senior, w.seniorManager.id)).statusCode).toBe(403);

    const res = await erase(senior, w.member.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, w.member.id));
    expect(row).toMatchObject({
      email: `erased-${w.member.id}@invalid`,
      firstName: 'Former',
      lastName: 'employee',
      jobTitle: null,
      department: null,
      isActive: false,
    });
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, w.member.id)),
    ).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: memberCookie })).statusCode,
    ).toBe(401);
    // The calendar module's erase step deleted the feed URL.
    expect(
      await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, w.member.id)),
    ).toEqual([]);
    expect((await t.request({ method: 'GET', url: feedPath })).statusCode).toBe(404);
    // The accounts module's erase step deleted the mailed links.
    expect(
      await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, w.member.id)),
    ).toEqual([]);
    // The notifications module's erase step deleted the saved settings.
    expect(
      await t.database.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, w.member.id)),
    ).toEqual([]);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: w.member.email, password: FACTORY_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The manager keeps the 1:1, with the person named "Former employee" and no old e-mail.
    const list = await t.request({ method: 'GET', url: '/api/meetings', cookie: managerCookie });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Former employee');
    expect(list.body).not.toContain(w.member.email);
    // Erasing again is harmless.
    expect((await erase(senior, w.member.id)).statusCode).toBe(204);
  });

  it('the clean-up blanks bodies of mail delivered more than OUTBOX_RETENTION_DAYS ago, once', async () => {
    const now = new Date('2031-06-30T12:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const row = (sentDaysAgo: number | null, tag: string) => ({
      kind: 'test',
      toAddress: `${tag}@example.com`,
      subject: tag,
      textBody: `body ${tag}`,
      htmlBody: `<p>${tag}</p>`,
      status: sentDaysAgo === null ? 'pending' : 'sent',
      sentAt: sentDaysAgo === null ? null : new Date(now.getTime() - sentDaysAgo * day),
    });
    const inserted = await t.database.db
      .insert(emailOutbox)
      .values([row(31, 'old'), row(29, 'recent'), row(null, 'pending')])
      .returning();
    expect(await purgeDeliveredMailBodies(t.database.db, now, 30)).toBeGreaterThanOrEqual(1);
    const after = await t.database.db.select().from(emailOutbox);
    const byId = new Map(after.map((r) => [r.id, r]));
    expect(byId.get(inserted[0]!.id)).toMatchObject({ textBody: PURGED_BODY, htmlBody: null });
    expect(byId.get(inserted[1]!.id)!.textBody).toBe('body recent');
    expect(byId.get(inserted[2]!.id)!.textBody).toBe('body pending');
    expect(await purgeDeliveredMailBodies(t.database.db, now, 30)).toBe(0); // idempotent
  });
});
