/**
 * Playwright fixtures that build a journey's starting state through the API, so that journeys
 * test their screen rather than sign-up: an organisation (POST /api/auth/register for its first
 * person), more people in it (POST /api/team-members, then a sign-in and POST
 * /api/auth/change-password so they are past `mustChangePassword`), and browser pages already
 * signed in as one of them (a new context whose `storageState` is the cookies of that person's
 * API request context).
 *
 * Every test builds its own organisation with addresses unique to the test, so tests do not
 * share data and run in parallel workers.
 *
 *   test('…', async ({ createOrganisation, pageAs }) => {
 *     const org = await createOrganisation({ role: 'Manager' });
 *     const member = await org.add({ role: 'Team Member', managerId: org.owner.id });
 *     const page = await pageAs(member);
 *   });
 */
import { randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { RegisterInput } from '../../src/shared/schemas/auth';
import { accountLinkFor, INVITATION_SUBJECT, tokenOf } from './mail';
import type { CreateTeamMemberInput, CreatedTeamMember, User } from '../../src/shared/schemas/user';

export { expect };

/** Someone of the test's organisation, with the password they sign in with. */
export interface Person {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: User['role'];
  /** The user as the API answered when the person was created (or changed their password). */
  user: User;
}

export interface NewOrganisation {
  /** Role of the person who signs up: `Manager` (default) or `Senior Manager`. */
  role?: RegisterInput['role'];
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  department?: string;
  /** Organisation name; unique by default. */
  company?: string;
  timezone?: RegisterInput['timezone'];
  /** Local part of the e-mail address; the test's unique tag is appended. */
  emailName?: string;
  password?: string;
}

export interface NewPerson extends Partial<Omit<CreateTeamMemberInput, 'email'>> {
  /** Local part of the e-mail address; the test's unique tag is appended. */
  emailName?: string;
  /** The person who adds them (a manager of the organisation); the owner by default. */
  by?: Person;
  /**
   * false: keep the temporary password (`password` is then the temporary one and the account
   * still must change it). Default true: sign in once and set `password` (or a generated one).
   */
  changePassword?: boolean;
  password?: string;
}

export interface Organisation {
  company: string;
  /** The person who signed up. */
  owner: Person;
  /** Adds a person through POST /api/team-members, as `input.by` (default the owner). */
  add(input?: NewPerson): Promise<Person>;
}

export type CreateOrganisation = (input?: NewOrganisation) => Promise<Organisation>;
export type ApiAs = (person: Person) => Promise<APIRequestContext>;

interface Fixtures {
  /**
   * Content-Security-Policy violations (`securitypolicyviolation` events, `directive blockedURI`)
   * in every page of this test, the default context's and `pageAs`'s; the test fails on any.
   */
  cspViolations: string[];
  /** A tag unique to this test (and run): `<prefix>.<tag>@cadence.test` never clashes. */
  uniqueTag: string;
  /** Signs up a new organisation through the API; its owner is signed in (see `apiAs`). */
  createOrganisation: CreateOrganisation;
  /** The API request context signed in as `person` (the one that created or signed them in). */
  apiAs: ApiAs;
  /**
   * A new browser context signed in as `person`: its storage state is the cookies of the
   * person's API request context (the same session), and its first page.
   */
  pageAs: (person: Person) => Promise<Page>;
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A password the policy accepts (not common, not containing the address's name). */
const newPassword = () => `Cadence-${randomUUID().slice(0, 8)}-lantern-7`;

/** Prefix of the console line a page writes for each CSP violation (see `watchCsp`). */
const CSP_VIOLATION = 'CSP violation:';

/**
 * Records every Content-Security-Policy violation of `context`'s pages into `seen`: each page
 * reports `securitypolicyviolation` events (caught `eval` probes included) on its console.
 */
async function watchCsp(context: BrowserContext, seen: string[]): Promise<void> {
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`${prefix} ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  }, CSP_VIOLATION);
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(CSP_VIOLATION)) {
      seen.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    }
  });
}

export const test = base.extend<Fixtures & { sessions: Map<number, APIRequestContext> }>({
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await watchCsp(context, seen);
      await use(seen);
      expect(seen, 'no Content-Security-Policy violation on any page').toEqual([]);
    },
    { auto: true },
  ],

  // eslint-disable-next-line no-empty-pattern
  uniqueTag: async ({}, use, testInfo) => {
    await use(`${Date.now().toString(36)}${testInfo.workerIndex}${randomUUID().slice(0, 4)}`);
  },

  /** The signed-in API request context of each person, by id; disposed after the test. */
  sessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const sessions = new Map<number, APIRequestContext>();
      await use(sessions);
      await Promise.all([...sessions.values()].map((c) => c.dispose()));
    },
    { box: true },
  ],

  apiAs: async ({ playwright, baseURL, sessions }, use) => {
    await use(async (person) => {
      const existing = sessions.get(person.id);
      if (existing) return existing;
      const api = await playwright.request.newContext({ baseURL });
      sessions.set(person.id, api);
      await ok(
        await api.post('/api/auth/login', {
          data: { email: person.email, password: person.password },
        }),
        `sign in ${person.email}`,
      );
      return api;
    });
  },

  createOrganisation: async ({ playwright, baseURL, uniqueTag, sessions, apiAs }, use) => {
    let count = 0;
    const unique = (name: string) => `${name}.${uniqueTag}${count++ || ''}@cadence.test`;

    await use(async (input = {}) => {
      const api = await playwright.request.newContext({ baseURL });
      const password = input.password ?? newPassword();
      const body: RegisterInput = {
        email: unique(input.emailName ?? 'owner'),
        password,
        confirmPassword: password,
        firstName: input.firstName ?? 'Olive',
        lastName: input.lastName ?? 'Owner',
        jobTitle: input.jobTitle,
        department: input.department,
        company: input.company ?? `Org ${uniqueTag}`,
        role: input.role ?? 'Manager',
        timezone: input.timezone ?? 'UTC',
      };
      const registered = await api.post('/api/auth/register', { data: body });
      const { user } = await ok<{ user: User }>(registered, `register ${body.email}`);
      const owner: Person = {
        id: user.id,
        email: user.email,
        password,
        firstName: body.firstName,
        lastName: body.lastName,
        role: user.role,
        user,
      };
      // Sign-up signs in: this context holds the owner's session.
      sessions.set(owner.id, api);

      const add = async (p: NewPerson = {}): Promise<Person> => {
        const { by = owner, changePassword = true, emailName, password: wanted, ...rest } = p;
        const data: CreateTeamMemberInput = {
          firstName: 'Tess',
          lastName: 'Member',
          role: 'Team Member',
          ...rest,
          email: unique(emailName ?? 'person'),
        };
        if (data.role === 'Team Member' && data.managerId == null) data.managerId = by.id;
        const made = await ok<CreatedTeamMember>(
          await (await apiAs(by)).post('/api/team-members', { data }),
          `add ${data.email}`,
        );
        const person: Person = {
          id: made.id,
          email: made.email,
          password: made.temporaryPassword ?? '',
          firstName: data.firstName,
          lastName: data.lastName,
          role: made.role,
          user: made,
        };
        if (!changePassword) return person;
        const next = wanted ?? newPassword();
        if (made.invitationSent) {
          // The server mails an invitation (SMTP is configured here): follow its link.
          const link = await accountLinkFor(made.email, INVITATION_SUBJECT);
          const own = await playwright.request.newContext({ baseURL });
          const accepted = await own.post('/api/auth/accept-invitation', {
            data: { token: tokenOf(link), newPassword: next, confirmPassword: next },
          });
          person.user = (await ok<{ user: User }>(accepted, `accept ${person.email}`)).user;
          person.password = next;
          sessions.set(person.id, own);
          return person;
        }
        // Signs in with the temporary password and sets the real one; the context keeps the
        // new session (POST /api/auth/change-password signs in again).
        const own = await apiAs(person);
        const changed = await own.post('/api/auth/change-password', {
          data: { currentPassword: person.password, newPassword: next, confirmPassword: next },
        });
        person.user = await ok<User>(changed, `change password of ${person.email}`);
        person.password = next;
        return person;
      };
      return { company: body.company, owner, add };
    });
  },

  pageAs: async ({ browser, apiAs, cspViolations }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (person) => {
      const api = await apiAs(person);
      const context = await browser.newContext({ storageState: await api.storageState() });
      await watchCsp(context, cspViolations);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});
