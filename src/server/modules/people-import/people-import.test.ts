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
    ]);
    expect(lines[1]!.reason).toBe('Invalid e-mail address');
    expect(lines[2]!.reason).toMatch(/Unknown manager/);
    expect(lines[3]!.reason).toMatch(/cycle/);
    expect(lines[5]!.reason).toBe('Email is already in use');
    expect(lines[6]!.reason).toBe('This e-mail is already on line 2');
    expect(lines[7]!.reason).toMatch(/not a manager/);
    expect(lines[8]!.reason).toBe('Team members must have a manager');
    expect(await orgEmails(w.organization.id)).toEqual(before);
    // The preview gives the same lines with 200.
    const preview = await send(cookie, csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().lines).toEqual(lines);
  });

  it('refuses formula cells behind CR, LF, TAB or space, and cells starting with TAB or CR (400, line and column; red team 2, finding 3)', async () => {
    const w = await t.factory.team();
    const cookie = await t.factory.signIn(w.seniorManager);
    const s = tag();
    const ok = (name: string) =>
      `${name}.${s}@example.com,Ok,Person,,,Team Member,${w.manager.email}`;
    // Each cell of the attack, alone in an otherwise valid file: [cell, column, what it starts with].
    const cases: [string, number, string][] = [
      ['"\n=1+2"', 2, '"="'],
      ['"\r\n=HYPERLINK(""http://evil.example"",""x"")"', 2, 'a carriage return'],
      ['"\tAna"', 2, 'a TAB'],
      ['"\rAna"', 2, 'a carriage return'],
      ['" \t\n+SUM(A1)"', 3, '"+"'],
      ['"-2+3"', 4, '"-"'],
      ['@SUM(A1)', 5, '"@"'],
      ["=cmd|' /C calc'!A0", 3, '"="'],
    ];
    const before = await orgEmails(w.organization.id);
    for (const [cell, column, lead] of cases) {
      const cells = [`new.${s}@example.com`, 'Ana', 'Lopez', 'Analyst', 'Data'];
      cells[column - 1] = cell;
      const csv = [
        HEADER,
        ok('first'),
        `${cells.join(',')},Team Member,${w.manager.email}`,
        ok('last'),
      ].join('\r\n');
      for (const dryRun of [true, false]) {
        const res = await send(cookie, csv, dryRun);
        expect(res.statusCode, cell).toBe(400);
        const message = res.json().message as string;
        expect(message, cell).toMatch(new RegExp(`^Line 3, column ${column} \\(`));
        expect(message, cell).toContain(`starts with ${lead}`);
        expect(res.json().fieldErrors.file, cell).toEqual([message]);
      }
    }
    // A quoted cell spanning lines is named by the line it starts on; every such cell is listed.
    const multi = [
      HEADER,
      ok('one'),
      `"two.${s}@example.com","Two\nLines",X,,,Team Member,${w.manager.email}`,
      `three.${s}@example.com,"\n=1+2",X,,,Team Member,${w.manager.email}`,
      `four.${s}@example.com,Four,"\r\n=HYPERLINK(""http://evil.example"")",,,Team Member,${w.manager.email}`,
    ].join('\n');
    const res = await send(cookie, multi, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.file).toEqual([
      expect.stringMatching(/^Line 5, column 2 \(first name\) starts with "="/),
      expect.stringMatching(/^Line 7, column 3 \(last name\) starts with a carriage return/),
    ]);
    expect(await orgEmails(w.organization.id)).toEqual(before); // nothing written
  });

  it('stores names and titles without whitespace or control characters at either end', async () => {
    const w = await t.factory.team();
    const cookie = await t.factory.signIn(w.seniorManager);
    const s = tag();
    const csv = [
      HEADER,
      `new.${s}@example.com,"Ana\t","\u0007Lopez\u0002 ","Analyst\r\n"," Data\u001b",Team Member,${w.manager.email}`,
    ].join('\n');
    const res = await send(cookie, csv, false);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `new.${s}@example.com`));
    expect(row).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      jobTitle: 'Analyst',
      department: 'Data',
    });
    // The same trim on the forms' routes (the shared schemas): add, edit and sign up.
    const added = await t.request({
      method: 'POST',
      url: '/api/team-members',
      cookie,
      payload: {
        email: `added.${s}@example.com`,
        firstName: '\u0007Bo\t',
        lastName: '\rKim\u0085',
        jobTitle: '\u001bLead ',
        role: 'Team Member',
        managerId: w.manager.id,
      },
    });
    expect(added.statusCode).toBe(201);
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/users/${added.json().id}`,
      cookie,
      payload: { department: '\u0002Ops\u007f', lastName: 'Kim\r\n' },
    });
    expect(edited.statusCode).toBe(200);
    const [bo] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `added.${s}@example.com`));
    expect(bo).toMatchObject({
      firstName: 'Bo',
      lastName: 'Kim',
      jobTitle: 'Lead',
      department: 'Ops',
    });
    const blank = await t.request({
      method: 'PATCH',
      url: `/api/users/${bo!.id}`,
      cookie,
      payload: { firstName: '\u0007\t\r' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.firstName).toEqual(['First name is required']);
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
