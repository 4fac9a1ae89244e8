import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { databaseKinds, useTestApp } from '../../test/harness';

const HEADER = 'Email,First Name,Last Name,Job Title,Department,Role,Manager Email';

describe.each(databaseKinds())('POST /api/team-members/import on %s', (kind) => {
  const t = useTestApp(kind);
  const tag = () => Math.random().toString(36).slice(2, 8);
  const send = (cookie: string | undefined, csv: string, dryRun: boolean) =>
    t.request({
      method: 'POST',
      url: `/api/team-members/import?dryRun=${dryRun}`,
      headers: { 'content-type': 'text/csv' },
      payload: csv,
      cookie,
    });
  const orgEmails = async (organizationId: number) =>
    (await t.database.db.select().from(users).where(eq(users.organizationId, organizationId)))
      .map((u) => u.email)
      .sort();

  it('previews, applies with managers after their reports, and a second import changes nothing', async () => {
    const w = await t.factory.team();
    const cookie = await t.factory.signIn(w.seniorManager);
    const s = tag();
    const csv = [
      HEADER,
      // The report comes before its manager (line 2 before line 3).
      `ana.${s}@example.com,Ana,Lopez,Analyst,Data,Team Member,lead.${s}@example.com`,
      `lead.${s}@example.com,Lee,Dane,Lead,Data,manager,${w.seniorManager.email}`,
      `${w.member.email},Tia,Renamed,Engineer,Engineering,Team Member,${w.manager.email}`,
      `${w.otherMember.email},${w.otherMember.firstName},${w.otherMember.lastName},Engineer,Engineering,Team Member,${w.supervisor.email}`,
    ].join('\n');
    const before = await orgEmails(w.organization.id);
    const preview = await send(cookie, csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      applied: false,
      lines: [
        { line: 2, email: `ana.${s}@example.com`, outcome: 'create' },
        { line: 3, email: `lead.${s}@example.com`, outcome: 'create' },
        { line: 4, email: w.member.email, outcome: 'update' },
        { line: 5, email: w.otherMember.email, outcome: 'unchanged' },
      ],
    });
    expect(await orgEmails(w.organization.id)).toEqual(before); // a preview writes nothing

    const applied = await send(cookie, csv, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().applied).toBe(true);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.organizationId, w.organization.id));
    const ana = rows.find((u) => u.email === `ana.${s}@example.com`)!;
    const lead = rows.find((u) => u.email === `lead.${s}@example.com`)!;
    expect(ana).toMatchObject({ firstName: 'Ana', role: 'Team Member', managerId: lead.id });
    expect(lead).toMatchObject({ role: 'Manager', managerId: w.seniorManager.id });
    expect(ana.mustChangePassword).toBe(true); // made by the account-creation service
    expect(rows.find((u) => u.id === w.member.id)!.lastName).toBe('Renamed');

    const again = await send(cookie, csv, false);
    expect(again.statusCode).toBe(200);
    expect(again.json().lines.map((l: { outcome: string }) => l.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });

  it('refuses the whole file on any error line and writes nothing (422, same body)', async () => {
    const w = await t.factory.team();
    const cookie = await t.factory.signIn(w.seniorManager);
    const s = tag();
    const other = await t.factory.user(); // another organisation
    const csv = [
      HEADER,
      `ok.${s}@example.com,Ok,Person,,,Team Member,${w.manager.email}`,
      `not-an-email,Bad,Mail,,,Team Member,${w.manager.email}`,
      `x.${s}@example.com,X,Y,,,Team Member,nobody.${s}@example.com`,
      `=HYPERLINK("http://evil.example"),F,G,,,Team Member,${w.manager.email}`,
      `f.${s}@example.com,@SUM(A1),G,,,Team Member,${w.manager.email}`,
      `c1.${s}@example.com,C,One,,,Manager,c2.${s}@example.com`,
      `c2.${s}@example.com,C,Two,,,Manager,c1.${s}@example.com`,
      `${other.email},Else,Where,,,Team Member,${w.manager.email}`,
      `ok.${s}@example.com,Ok,Twice,,,Team Member,${w.manager.email}`,
      `m.${s}@example.com,M,Under,,,Team Member,${w.member.email}`,
      `n.${s}@example.com,No,Manager,,,Team Member,`,
    ].join('\r\n');
    const before = await orgEmails(w.organization.id);
    const res = await send(cookie, csv, false);
    expect(res.statusCode).toBe(422);
    const lines = res.json().lines as { line: number; outcome: string; reason?: string }[];
    expect(res.json().applied).toBe(false);
    expect(lines.map((l) => [l.line, l.outcome])).toEqual([
      [2, 'create'],
      [3, 'error'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
      [8, 'error'],
      [9, 'error'],
      [10, 'error'],
      [11, 'error'],
      [12, 'error'],
    ]);
    expect(lines[1]!.reason).toBe('Invalid e-mail address');
    expect(lines[2]!.reason).toMatch(/Unknown manager/);
    expect(lines[3]!.reason).toMatch(/formula/);
    expect(lines[4]!.reason).toMatch(/first name cell is a formula/);
    expect(lines[5]!.reason).toMatch(/cycle/);
    expect(lines[7]!.reason).toBe('Email is already in use');
    expect(lines[8]!.reason).toBe('This e-mail is already on line 2');
    expect(lines[9]!.reason).toMatch(/not a manager/);
    expect(lines[10]!.reason).toBe('Team members must have a manager');
    expect(await orgEmails(w.organization.id)).toEqual(before);
    // The preview gives the same lines with 200.
    const preview = await send(cookie, csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().lines).toEqual(lines);
  });

  it('answers a wrong header or a non-CSV file as a line-0 error', async () => {
    const w = await t.factory.team();
    const cookie = await t.factory.signIn(w.seniorManager);
    const wrong = await send(cookie, 'email,name\na@example.com,A', false);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().lines).toEqual([
      {
        line: 0,
        email: '',
        outcome: 'error',
        reason: expect.stringMatching(/^The first line must be the header/),
      },
    ]);
    const broken = await send(cookie, `${HEADER}\n"unclosed,a,b,c,d,e,f`, true);
    expect(broken.json().lines[0]).toMatchObject({ line: 0, outcome: 'error' });
  });

  it('answers 413 for a 10 MB file, 403 below Senior Manager and 401 without a session', async () => {
    const w = await t.factory.team();
    const cookie = await t.factory.signIn(w.seniorManager);
    const big = `${HEADER}\n` + `a@example.com,A,B,C,D,Team Member,m@example.com\n`.repeat(220_000);
    expect(big.length).toBeGreaterThan(10_000_000);
    const res = await send(cookie, big, true);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    const csv = `${HEADER}\nz.${tag()}@example.com,Z,Z,,,Team Member,${w.manager.email}`;
    expect((await send(await t.factory.signIn(w.manager), csv, true)).statusCode).toBe(403);
    expect((await send(undefined, csv, true)).statusCode).toBe(401);
    const demo = await t.factory.organization({ isDemo: true });
    const demoSenior = await t.factory.user({
      organizationId: demo.id,
      role: 'Senior Manager',
      isDemo: true,
    });
    expect((await send(await t.factory.signIn(demoSenior), csv, true)).statusCode).toBe(403);
  });
});
