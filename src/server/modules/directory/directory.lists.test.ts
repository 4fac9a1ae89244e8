import { describe, expect, it } from 'vitest';
import type { ManagersDirectory, TeamMembersDirectory } from '@/shared/schemas/directory';
import { databaseKinds, useTestApp } from '../../test/harness';
import { expectNoSecrets } from '../../test/support/people-fixtures';
import { buildDirectoryWorld } from '../../test/support/directory-fixtures';

const names = (body: { people: { firstName: string | null }[] }) =>
  body.people.map((p) => p.firstName);

describe.each(databaseKinds())('directories on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });
  const managers = async (cookie: string, query = '') => {
    const res = await get(`/api/directory/managers${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res);
    return res.json() as ManagersDirectory;
  };
  const members = async (cookie: string, query = '') => {
    const res = await get(`/api/directory/team-members${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecrets(res);
    return res.json() as TeamMembersDirectory;
  };

  it('answers 401 without a session', async () => {
    for (const url of [
      '/api/directory/managers',
      '/api/directory/team-members',
      '/api/directory/managers/1',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('All Managers: the active managing people of the own organisation, sorted, with a summary', async () => {
    const w = await buildDirectoryWorld(t);
    const body = await managers(await w.cookie(w.people.aisha));
    expect(names(body)).toEqual(['Diego', 'Helen', 'Marcus', 'Priya', 'Victor']);
    expect(body.total).toBe(5);
    // Leadership, Engineering, Design; five titles; Acme and Acme Design (Zoe's "Gone Inc" is deactivated).
    expect(body.summary).toEqual({ managers: 5, departments: 3, jobTitles: 5, companies: 2 });
    const marcus = body.people.find((p) => p.id === w.people.marcus.id)!;
    expect(marcus).toMatchObject({
      email: w.people.marcus.email,
      username: w.people.marcus.username,
      role: 'Manager',
      jobTitle: 'Engineering Manager',
      department: 'Engineering',
      company: 'Acme',
      managerName: 'Helen Ward',
    });
    expect(body.people.find((p) => p.id === w.people.helen.id)!.managerName).toBeNull();
  });

  it('All Managers: search over name, full name, e-mail, department and job title; the summary stays whole', async () => {
    const w = await buildDirectoryWorld(t);
    const cookie = await w.cookie(w.people.marcus);
    const search = async (q: string) =>
      managers(cookie, `?search=${encodeURIComponent(q)}`).then(names);
    expect(await search('mArCuS')).toEqual(['Marcus']);
    expect(await search('marcus chen')).toEqual(['Marcus']);
    expect(await search('nair')).toEqual(['Priya']);
    expect(await search(w.people.diego.email.toUpperCase())).toEqual(['Diego']);
    expect(await search('leadership')).toEqual(['Helen', 'Victor']);
    expect(await search('team lead')).toEqual(['Diego']);
    expect(await search('Sales')).toEqual([]); // only the deactivated Zoe
    expect(await search('Aisha')).toEqual([]); // a team member is no manager
    expect(await search('%')).toEqual([]);
    expect(await search('  ')).toHaveLength(5);
    const found = await managers(cookie, '?search=design');
    expect(names(found)).toEqual(['Priya']);
    expect(found.total).toBe(5);
    expect(found.summary.managers).toBe(5);
  });

  it('All Managers: an organisation without managers answers an empty directory', async () => {
    const lonely = await t.factory.user({ role: 'Team Member' });
    const body = await managers(await t.factory.signIn(lonely));
    expect(body).toEqual({
      people: [],
      total: 0,
      matching: 0,
      nextCursor: null,
      summary: { managers: 0, departments: 0, jobTitles: 0, companies: 0 },
    });
  });

  it('All Team Members: managers, supervisors and team members (no senior managers), counters and departments', async () => {
    const w = await buildDirectoryWorld(t);
    const body = await members(await w.cookie(w.people.lena));
    expect(names(body)).toEqual([
      'Aisha',
      'Diego',
      'Kenji',
      'Lena',
      'Marcus',
      'Nora',
      'Priya',
      'Tom',
    ]);
    expect(body.total).toBe(8);
    expect(body.matching).toBe(8);
    expect(body.counters).toEqual({ total: 8, managers: 3, teamMembers: 5, departments: 3 });
    expect(body.departments).toEqual(['Design', 'Engineering', 'Quality']);
    const byName = new Map(body.people.map((p) => [p.firstName, p]));
    expect(byName.get('Tom')!.managerName).toBe('Diego Alvarez');
    expect(byName.get('Nora')!.managerName).toBeNull();
  });

  it('All Team Members: search, department and role filters combine; counters describe the whole directory', async () => {
    const w = await buildDirectoryWorld(t);
    const cookie = await w.cookie(w.people.helen);
    const list = (q: string) => members(cookie, q);
    expect(names(await list('?search=becker'))).toEqual(['Tom']);
    expect(names(await list('?search=tom%20becker'))).toEqual(['Tom']);
    expect(names(await list('?search=ENGINEER'))).toEqual([
      'Aisha',
      'Diego',
      'Marcus',
      'Nora',
      'Tom',
    ]);
    expect(names(await list(`?search=${encodeURIComponent(w.people.kenji.email)}`))).toEqual([
      'Kenji',
    ]);
    expect(names(await list('?search=frontend_'))).toEqual(['Kenji']);
    expect(names(await list('?search=end_dev'))).toEqual(['Kenji']);
    expect(names(await list('?search=end%25dev'))).toEqual([]); // "%" is literal
    expect(names(await list('?search=helen'))).toEqual([]);
    expect(names(await list('?department=Design'))).toEqual(['Lena', 'Priya']);
    expect(names(await list('?department=design'))).toEqual([]); // exact department
    expect(names(await list('?department=all'))).toHaveLength(8);
    expect(names(await list('?role=Supervisor'))).toEqual(['Diego']);
    expect(names(await list('?role=Manager'))).toEqual(['Marcus', 'Priya']);
    expect(names(await list('?role=all&department='))).toHaveLength(8);
    expect(names(await list('?role=Team%20Member&department=Engineering'))).toEqual([
      'Aisha',
      'Nora',
    ]);
    const combined = await list('?role=Team%20Member&department=Engineering&search=intern');
    expect(names(combined)).toEqual(['Nora']);
    expect(combined.matching).toBe(1);
    expect(combined.total).toBe(8);
    expect(combined.counters).toEqual({ total: 8, managers: 3, teamMembers: 5, departments: 3 });
    expect(combined.departments).toEqual(['Design', 'Engineering', 'Quality']);
  });

  it('All Team Members: a bad role or an oversized search is a 400 with the field', async () => {
    const w = await buildDirectoryWorld(t);
    const cookie = await w.cookie(w.people.marcus);
    const cases: [string, string, string][] = [
      ['?role=Senior%20Manager', 'role', 'Role must be Manager, Supervisor or Team Member'],
      ['?role=boss', 'role', 'Role must be Manager, Supervisor or Team Member'],
      [`?search=${'x'.repeat(201)}`, 'search', 'Search must be at most 200 characters'],
      [`?department=${'x'.repeat(101)}`, 'department', 'Department must be at most 100 characters'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/directory/team-members${query}`, cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({
        message,
        code: 'VALIDATION_FAILED',
        fieldErrors: { [field]: [message] },
      });
    }
    const res = await get(`/api/directory/managers?search=${'x'.repeat(201)}`, cookie);
    expect(res.statusCode).toBe(400);
  });

  it('never lists another organisation’s people, whatever the search', async () => {
    const w = await buildDirectoryWorld(t);
    const foreignIds = [w.foreign.manager.id, w.foreign.senior.id];
    for (const cookie of [await w.cookie(w.people.helen), await w.cookie(w.people.aisha)]) {
      const m = await managers(cookie, '?search=marcus');
      expect(names(m)).toEqual(['Marcus']);
      const tm = await members(cookie, '?search=marcus');
      expect(tm.people.map((p) => p.id)).toEqual([w.people.marcus.id]);
      for (const body of [await managers(cookie), await members(cookie)]) {
        expect(body.people.some((p) => foreignIds.includes(p.id))).toBe(false);
        expect(body.people.every((p) => p.organizationId === w.org.id)).toBe(true);
      }
    }
    const theirs = await members(await t.factory.signIn(w.foreign.senior));
    expect(theirs.people.map((p) => p.id)).toEqual([w.foreign.manager.id]);
  });
});
