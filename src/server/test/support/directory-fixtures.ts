/**
 * Test fixtures of the directory tests: one organisation with people of every role and
 * distinct departments, job titles and companies, plus a foreign organisation.
 *
 *   Helen (Senior Manager, Leadership, Acme)
 *   ├─ Marcus (Manager, Engineering, Acme)
 *   │   ├─ Diego (Supervisor, Engineering, Acme) ─ Tom (Team Member, Quality)
 *   │   ├─ Aisha (Team Member, Engineering)
 *   │   └─ Kenji (Team Member, no department)
 *   └─ Priya (Manager, Design, Acme Design) ─ Lena (Team Member, Design)
 *   Victor (Senior Manager, Leadership, Acme, nobody above or below)
 *   Zoe (Manager, Engineering, deactivated) and Nora (Team Member, no manager)
 */
import type { Role } from '@/shared/domain/constants';
import type { UserRow } from '../../db/schema';
import type { TestApp } from '../harness';

interface PersonSpec {
  firstName: string;
  lastName: string;
  role: Role;
  department: string | null;
  jobTitle: string | null;
  company?: string | null;
  isActive?: boolean;
}

export async function buildDirectoryWorld(t: TestApp) {
  const org = await t.factory.organization();
  const add = (spec: PersonSpec, manager?: UserRow) =>
    t.factory.user({
      organizationId: org.id,
      company: null,
      ...spec,
      managerId: manager?.id ?? null,
    });
  const helen = await add({
    firstName: 'Helen',
    lastName: 'Ward',
    role: 'Senior Manager',
    department: 'Leadership',
    jobTitle: 'VP of Engineering',
    company: 'Acme',
  });
  const victor = await add({
    firstName: 'Victor',
    lastName: 'Stone',
    role: 'Senior Manager',
    department: 'Leadership',
    jobTitle: 'COO',
    company: 'Acme',
  });
  const marcus = await add(
    {
      firstName: 'Marcus',
      lastName: 'Chen',
      role: 'Manager',
      department: 'Engineering',
      jobTitle: 'Engineering Manager',
      company: 'Acme',
    },
    helen,
  );
  const priya = await add(
    {
      firstName: 'Priya',
      lastName: 'Nair',
      role: 'Manager',
      department: 'Design',
      jobTitle: 'Design Manager',
      company: 'Acme Design',
    },
    helen,
  );
  const diego = await add(
    {
      firstName: 'Diego',
      lastName: 'Alvarez',
      role: 'Supervisor',
      department: 'Engineering',
      jobTitle: 'Team Lead',
      company: 'Acme',
    },
    marcus,
  );
  const aisha = await add(
    {
      firstName: 'Aisha',
      lastName: 'Bello',
      role: 'Team Member',
      department: 'Engineering',
      jobTitle: 'Software Engineer',
    },
    marcus,
  );
  const kenji = await add(
    {
      firstName: 'Kenji',
      lastName: 'Sato',
      role: 'Team Member',
      department: null,
      jobTitle: 'Frontend_Developer',
    },
    marcus,
  );
  const tom = await add(
    {
      firstName: 'Tom',
      lastName: 'Becker',
      role: 'Team Member',
      department: 'Quality',
      jobTitle: 'QA Engineer',
    },
    diego,
  );
  const lena = await add(
    {
      firstName: 'Lena',
      lastName: 'Novak',
      role: 'Team Member',
      department: 'Design',
      jobTitle: 'Product Designer',
    },
    priya,
  );
  const zoe = await add(
    {
      firstName: 'Zoe',
      lastName: 'Gone',
      role: 'Manager',
      department: 'Sales',
      jobTitle: 'Sales Manager',
      company: 'Gone Inc',
      isActive: false,
    },
    helen,
  );
  const nora = await add({
    firstName: 'Nora',
    lastName: 'Alone',
    role: 'Team Member',
    department: 'Engineering',
    jobTitle: 'Intern',
  });
  const foreignOrg = await t.factory.organization();
  const foreignManager = await t.factory.user({
    organizationId: foreignOrg.id,
    role: 'Manager',
    firstName: 'Marcus',
    lastName: 'Elsewhere',
    department: 'Engineering',
  });
  const foreignSenior = await t.factory.user({
    organizationId: foreignOrg.id,
    role: 'Senior Manager',
    firstName: 'Fiona',
  });
  const people = { helen, victor, marcus, priya, diego, aisha, kenji, tom, lena, zoe, nora };
  const cookie = (u: UserRow) => t.factory.signIn(u);
  return {
    org,
    people,
    foreign: { org: foreignOrg, manager: foreignManager, senior: foreignSenior },
    cookie,
  };
}

export type DirectoryWorld = Awaited<ReturnType<typeof buildDirectoryWorld>>;
