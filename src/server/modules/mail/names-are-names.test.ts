/**
 * Names are names (promise 3; red team 2, finding 4, ASVS 5.0 1.3.11), through the API on PGlite
 * and PostgreSQL, the mail delivered to a real SMTP server: a web address or a control
 * character typed as a person's name, job title, department or 1:1 title is refused with 400
 * and the field's message on every write path; a name stored before the rule reaches the
 * other participant's mail with its address shown but not linkable, in both parts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { find as findLinks } from 'linkifyjs';
import { meetings, users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';
import { clearThrottle } from '../../test/support/auth-testing';
import { formBody, signedInTeam } from '../../test/support/meetings-test-helpers';
import { useMailDelivery } from '../../test/support/mail-test-helpers';
import { defangLinks, mailBody } from './text';

const PHISH = 'Reset your password at https://phish.example/reset';

/** The links a mail app would make of `text`: every address linkifyjs finds. */
const linksIn = (text: string) => findLinks(text).map((l) => l.href);

describe('defangLinks', () => {
  it('breaks every address and leaves ordinary names alone', () => {
    expect(defangLinks(PHISH)).toBe('Reset your password at https[:]//phish[.]example/reset');
    expect(defangLinks('see WWW.phish.example or evil.com/x, bob@acme.com')).toBe(
      'see WWW[.]phish[.]example or evil[.]com/x, bob[@]acme[.]com',
    );
    for (const plain of ['J.R.R. Tolkien', "Dr. O'Neil", '09:00 (Europe/Berlin)', 'v4.5']) {
      expect(defangLinks(plain)).toBe(plain);
    }
    expect(linksIn(defangLinks(`${PHISH} www.phish.example evil.com bob@acme.com`))).toEqual([]);
  });

  it('in a mail body, defangs text but keeps the links Cadence writes', () => {
    const body = mailBody(
      `<p>Hi ${PHISH},</p><p>Open: <a href="https://cadence.example/meeting/1">https://cadence.example/meeting/1</a></p>`,
    );
    for (const part of [body.html, body.text]) {
      expect(part).not.toContain('https://phish.example');
      expect(part).toContain('https[:]//phish[.]example/reset');
      expect(part).toContain('https://cadence.example/meeting/1');
    }
  });
});

describe.each(databaseKinds())('names are names on %s', (kind) => {
  const t = useTestApp(kind);
  const smtp = useMailDelivery(t);
  beforeEach(() => clearThrottle(t));

  const refused = (
    res: { statusCode: number; json: () => unknown },
    field: string,
    msg: string,
  ) => {
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toEqual([
      msg,
    ]);
  };

  it('the attack as written fails at the write: sign-up, add, edit, own details, import, 1:1s', async () => {
    const w = await signedInTeam(t);
    const names = 'Names cannot contain web addresses';
    const s = Date.now();

    // Sign-up.
    const signUp = {
      email: `phish.${s}@example.com`,
      password: 'analytical-engine',
      confirmPassword: 'analytical-engine',
      firstName: PHISH,
      lastName: 'Lovelace',
      company: 'Analytical Ltd',
      role: 'Senior Manager',
      timezone: 'Europe/London',
    };
    refused(
      await t.request({ method: 'POST', url: '/api/auth/register', payload: signUp }),
      'firstName',
      names,
    );
    refused(
      await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...signUp, firstName: 'Ada', department: 'www.phish.example' },
      }),
      'department',
      'Departments cannot contain web addresses',
    );

    // Add a person; edit a person (as their manager); one's own details.
    const add = {
      email: `new.${s}@example.com`,
      firstName: 'Nina',
      lastName: 'New',
      role: 'Team Member',
      managerId: w.manager.id,
    };
    const post = (payload: object) =>
      t.request({ method: 'POST', url: '/api/team-members', cookie: w.as.manager, payload });
    refused(await post({ ...add, firstName: PHISH }), 'firstName', names);
    // Control characters at either end are trimmed (person-text.ts); inside, refused.
    refused(
      await post({ ...add, lastName: 'Pa\u0007rk' }),
      'lastName',
      'Names cannot contain control characters',
    );
    refused(
      await post({ ...add, jobTitle: 'See HTTP://x.example' }),
      'jobTitle',
      'Job titles cannot contain web addresses',
    );
    const patch = (id: number, cookie: string, payload: object) =>
      t.request({ method: 'PATCH', url: `/api/users/${id}`, cookie, payload });
    refused(await patch(w.member.id, w.as.manager, { firstName: PHISH }), 'firstName', names);
    refused(
      await patch(w.member.id, w.as.manager, { department: 'Sales\u202eevil' }),
      'department',
      'Departments cannot contain control characters',
    );
    refused(
      await patch(w.member.id, w.as.member, { firstName: PHISH, lastName: 'Park' }),
      'firstName',
      names,
    );

    // CSV import: the line is refused, nothing is written.
    const csv = [
      'Email,First Name,Last Name,Job Title,Department,Role,Manager Email',
      `imp.${s}@example.com,"${PHISH}",Lopez,,,Team Member,${w.manager.email}`,
    ].join('\n');
    const imported = await t.request({
      method: 'POST',
      url: '/api/team-members/import?dryRun=false',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
      cookie: w.as.seniorManager,
    });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().lines).toEqual([
      {
        line: 2,
        email: `imp.${s}@example.com`,
        outcome: 'error',
        reason: `${names} (the first name cell)`,
      },
    ]);

    // 1:1 create and edit.
    const created = await t.request({
      method: 'POST',
      url: '/api/meetings',
      cookie: w.as.manager,
      payload: { meeting: formBody(w.member.id, { title: 'Read www.phish.example first' }) },
    });
    refused(created, 'title', 'Titles cannot contain web addresses');
    const meeting = await t.factory.meeting({ managerId: w.manager.id, teamMemberId: w.member.id });
    refused(
      await t.request({
        method: 'PATCH',
        url: `/api/meetings/${meeting.id}`,
        cookie: w.as.manager,
        payload: { title: PHISH },
      }),
      'title',
      'Titles cannot contain web addresses',
    );

    const [member] = await t.database.db.select().from(users).where(eq(users.id, w.member.id));
    expect(member!.firstName).toBe(w.member.firstName);
    expect(await t.database.db.select().from(users).where(eq(users.email, add.email))).toEqual([]);
    // Nothing above was mailed: the refused writes queued nothing.
    await smtp.deliver(0);
  });

  it('a name stored before the rule reaches the manager\'s "New talking point" mail unlinkable', async () => {
    const w = await signedInTeam(t);
    // Written straight to the database, as data from before the rule would be.
    await t.database.db.update(users).set({ firstName: PHISH }).where(eq(users.id, w.member.id));
    const meeting = await t.factory.meeting({
      managerId: w.manager.id,
      teamMemberId: w.member.id,
      title: 'Visit www.phish.example',
    });
    await t.database.db
      .update(meetings)
      .set({ title: 'Visit www.phish.example' })
      .where(eq(meetings.id, meeting.id));
    const res = await t.request({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/talking-points`,
      cookie: w.as.member,
      payload: { text: 'Also see https://phish.example/more' },
    });
    expect(res.statusCode).toBe(201);
    const mail = (await smtp.deliver(1))(w.manager.email);
    const { html, text } = mail.parsed as { html: string; text: string };
    for (const part of [html, text]) {
      expect(part).not.toContain('https://phish.example');
      expect(part).not.toContain('www.phish.example');
      expect(part).toContain('https[:]//phish[.]example/reset');
    }
    // The only links left are Cadence's own (the 1:1, the settings, the unsubscribe page).
    const appUrl = t.app.ctx.config.appUrl;
    expect(linksIn(text).length).toBeGreaterThan(0);
    expect(linksIn(text).filter((href) => !href.startsWith(appUrl))).toEqual([]);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.filter((href) => !href.startsWith(appUrl))).toEqual([]);
  });
});
