/**
 * The personal calendar feed (decision 12): the URL routes, the feed read with ical.js, ETag /
 * 304, rotation, the shared throttle, deactivated owners, and notes that never leave Cadence
 * (neither in the feed nor in the mails).
 */
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { generate } from 'otplib';
import { eq, like } from 'drizzle-orm';
import { databaseKinds, useTestApp, type TestApp } from '../../test/harness';
import { calendarFeeds, emailOutbox, rateLimits, users } from '../../db/schema';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';

const SECRET = 'Zqsecretnote';

/** The feed's path (`/calendar/<token>.ics`) of a URL the API answered. */
function feedPath(url: string): string {
  expect(url).toMatch(/^http:\/\/cadence\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return new URL(url).pathname;
}

async function feedUrlOf(t: TestApp, cookie: string, method: 'GET' | 'POST' = 'GET') {
  const res = await t.request({ method, url: '/api/me/calendar-feed', cookie });
  expect(res.statusCode).toBe(200);
  return res.json().url as string;
}

function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  return { calendar, vevents, events: vevents.map((v) => new ICAL.Event(v)) };
}

describe.each(databaseKinds())('calendar feed on %s', (kind) => {
  const t = useTestApp(kind);

  it('gives each user one private URL, the same on every call, hashed in the database', async () => {
    const w = await signedInTeam(t);
    const first = await feedUrlOf(t, w.as.member);
    expect(await feedUrlOf(t, w.as.member)).toBe(first);
    const other = await feedUrlOf(t, w.as.manager);
    expect(other).not.toBe(first);
    const token = /\/calendar\/(.+)\.ics$/.exec(first)![1]!;
    const [row] = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, w.member.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await t.request({ method: 'GET', url: '/api/me/calendar-feed' })).statusCode).toBe(401);
  });

  it('lists every 1:1 of the user, as manager or team member, with zone, agenda and link, never notes', async () => {
    const w = await signedInTeam(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: {
        meeting: formBody(w.member.id, {
          title: 'Career chat',
          timezone: 'Europe/Berlin',
          isZoomMeeting: true,
          zoomLink: 'https://zoom.us/j/777',
          agenda: 'Goals; growth, next steps',
          notes: `<p>${SECRET} shared</p>`,
          actionItems: `${SECRET} item`,
        }),
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    // An unrelated 1:1 of the same organisation stays out of the member's feed.
    await t.factory.meeting({
      managerId: w.supervisor.id,
      teamMemberId: w.otherMember.id,
      title: 'Not yours',
    });

    for (const cookie of [w.as.member, w.as.manager]) {
      const res = await t.request({ method: 'GET', url: feedPath(await feedUrlOf(t, cookie)) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('Not yours');
      const { calendar, vevents, events } = readFeed(res.body);
      expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
      expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toMatch(/^Cadence 1:1s — /);
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event!.summary).toBe('Career chat');
      expect(event!.description).toBe('Goals; growth, next steps');
      expect(vevents[0]!.getFirstPropertyValue('url')).toBe('https://zoom.us/j/777');
      expect(vevents[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Berlin');
      expect(event!.startDate.toString()).toBe('2031-03-10T14:00:00');
      expect(event!.startDate.toJSDate().toISOString()).toBe('2031-03-10T13:00:00.000Z');
      expect(event!.duration.toSeconds()).toBe(30 * 60);
      expect(event!.sequence).toBe(1);
      expect(String(vevents[0]!.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
        `mailto:${w.manager.email}`.toLowerCase(),
      );
    }

    // Neither do the mails carry the notes or the action items' secret.
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.meetingId, id));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(`${mail.subject}${mail.textBody}${mail.htmlBody}${mail.icsContent}`).not.toContain(
        `${SECRET} shared`,
      );
      expect(mail.icsContent).not.toContain(SECRET);
    }

    // A change raises SEQUENCE in the feed; cancelling (deleting) removes the 1:1.
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/meetings/${id}`,
      cookie: w.as.manager,
      payload: { startTime: '16:30', notes: `<p>${SECRET} private</p>` },
    });
    expect(patched.statusCode).toBe(200);
    const memberFeed = feedPath(await feedUrlOf(t, w.as.member));
    const after = await t.request({ method: 'GET', url: memberFeed });
    expect(after.body).not.toContain(SECRET);
    const [changed] = readFeed(after.body).events;
    expect(changed!.startDate.toString()).toBe('2031-03-10T16:30:00');
    expect(changed!.sequence).toBe(2);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/meetings/${id}`,
      cookie: w.as.manager,
    });
    expect(removed.statusCode).toBe(200);
    const gone = await t.request({ method: 'GET', url: memberFeed });
    expect(readFeed(gone.body).events).toHaveLength(0);
  });

  it('answers an ETag and 304 to If-None-Match until the feed changes', async () => {
    const w = await signedInTeam(t);
    await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    const path = feedPath(await feedUrlOf(t, w.as.member));
    const first = await t.request({ method: 'GET', url: path });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.request({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await t.request({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      date: '2030-02-01',
    });
    const changed = await t.request({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(readFeed(changed.body).events).toHaveLength(2);
    // A participant's new name is a new feed too (the built feed is cached by fingerprint).
    await t.database.db
      .update(users)
      .set({ firstName: 'Renamed' })
      .where(eq(users.id, w.manager.id));
    const renamed = await t.request({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': changed.headers.etag as string },
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      readFeed(renamed.body).vevents[0]!.getFirstProperty('organizer')!.getParameter('cn'),
    ).toMatch(/^Renamed /);
  });

  it('rotates the URL: the old one answers 404 at once, the new one works', async () => {
    const w = await signedInTeam(t);
    const old = feedPath(await feedUrlOf(t, w.as.member));
    expect((await t.request({ method: 'GET', url: old })).statusCode).toBe(200);
    const fresh = feedPath(await feedUrlOf(t, w.as.member, 'POST'));
    expect(fresh).not.toBe(old);
    const stale = await t.request({ method: 'GET', url: old });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().code).toBe('NOT_FOUND');
    expect((await t.request({ method: 'GET', url: fresh })).statusCode).toBe(200);
    expect(feedPath(await feedUrlOf(t, w.as.member))).toBe(fresh);
    // Rotation is a write: refused cross-site.
    const crossSite = await t.request({
      method: 'POST',
      url: '/api/me/calendar-feed',
      cookie: w.as.member,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(feedPath(await feedUrlOf(t, w.as.member))).toBe(fresh);
  });

  it('answers 404 alike to unknown, malformed and deactivated owners’ tokens', async () => {
    const w = await signedInTeam(t);
    const path = feedPath(await feedUrlOf(t, w.as.otherMember));
    for (const url of [
      `/calendar/${'B'.repeat(43)}.ics`,
      '/calendar/short.ics',
      `/calendar/${'%27'.repeat(20)}.ics`,
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, w.otherMember.id));
    const res = await t.request({ method: 'GET', url: path });
    expect(res.statusCode).toBe(404);
  });

  it('deactivation retires the URL: after reactivation the old one still answers 404 (red team 2)', async () => {
    const w = await signedInTeam(t);
    const old = feedPath(await feedUrlOf(t, w.as.member));
    expect((await t.request({ method: 'GET', url: old })).statusCode).toBe(200);
    const gone = await t.request({
      method: 'DELETE',
      url: `/api/team-members/${w.member.id}`,
      cookie: w.as.seniorManager,
    });
    expect(gone.statusCode).toBe(200);
    const unknown = await t.request({ method: 'GET', url: `/calendar/${'C'.repeat(43)}.ics` });
    const whileAway = await t.request({ method: 'GET', url: old });
    expect(whileAway.statusCode).toBe(404);
    expect(whileAway.body).toBe(unknown.body);
    const back = await t.request({
      method: 'POST',
      url: `/api/team-members/${w.member.id}/reactivate`,
      cookie: w.as.seniorManager,
    });
    expect(back.statusCode).toBe(200);
    // The attack: the link known before the deactivation, tried again after the return.
    const replayed = await t.request({ method: 'GET', url: old });
    expect(replayed.statusCode).toBe(404);
    expect(replayed.body).toBe(unknown.body);
    // The person signs in again and gets a new link, which works.
    const fresh = feedPath(await feedUrlOf(t, await t.factory.signIn(w.member)));
    expect(fresh).not.toBe(old);
    expect((await t.request({ method: 'GET', url: fresh })).statusCode).toBe(200);
  });

  it('gives no feed to a person blocked by the two-factor requirement (red team 2)', async () => {
    const w = await signedInTeam(t);
    const path = feedPath(await feedUrlOf(t, w.as.member));
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(200);
    const required = await t.request({
      method: 'PUT',
      url: `/api/organizations/${w.member.organizationId}/two-factor`,
      cookie: w.as.seniorManager,
      payload: { required: true },
    });
    expect(required.statusCode).toBe(200);
    // The member has not set up two-factor: the app refuses them, and so does the feed,
    // with the answer of an unknown token.
    const app = await t.request({ method: 'GET', url: '/api/meetings', cookie: w.as.member });
    expect(app.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const unknown = await t.request({ method: 'GET', url: `/calendar/${'D'.repeat(43)}.ics` });
    const blocked = await t.request({ method: 'GET', url: path });
    expect(blocked.statusCode).toBe(404);
    expect(blocked.body).toBe(unknown.body);
    expect(blocked.headers.etag).toBeUndefined();
    // Once the member sets two-factor up, the same link works again.
    const setup = await t.request({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      cookie: w.as.member,
    });
    const { secret } = setup.json() as { secret: string };
    const enable = await t.request({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      cookie: w.as.member,
      payload: {
        code: await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) }),
      },
    });
    expect(enable.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(200);
  });

  it('allows 60 reads a minute per URL, then 429 with Retry-After; other URLs are not affected', async () => {
    const w = await signedInTeam(t);
    const path = feedPath(await feedUrlOf(t, w.as.supervisor));
    for (let i = 0; i < 60; i += 1) {
      const res = await t.request({ method: 'GET', url: path });
      expect(res.statusCode, `read ${i + 1}`).toBe(200);
    }
    const limited = await t.request({ method: 'GET', url: path });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const other = feedPath(await feedUrlOf(t, w.as.seniorManager));
    expect((await t.request({ method: 'GET', url: other })).statusCode).toBe(200);
    // The window ends (the limiter's clock is the wall clock: move the row's expiry instead).
    await t.database.db
      .update(rateLimits)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(like(rateLimits.key, 'calendarFeed%'));
    expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});
