/**
 * Factories for API tests (convention 9, Outline's `test/factories.ts`): rows written straight to
 * the database, and sign-in without the HTTP round trip. Every user's password is
 * `FACTORY_PASSWORD` unless given.
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '@/shared/domain/constants';
import type { Db } from '../db/client';
import {
  actionItems,
  meetings,
  organizations,
  users,
  type MeetingRow,
  type OrganizationRow,
  type UserRow,
} from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { createSession, SESSION_COOKIE } from '../modules/auth/sessions';

export const FACTORY_PASSWORD = 'correct-horse-42';
let cachedHash: Promise<string> | null = null;
const uid = () => randomBytes(4).toString('hex');

export interface Factory {
  organization(values?: Partial<typeof organizations.$inferInsert>): Promise<OrganizationRow>;
  /** A user; creates an organisation when none is given. */
  user(
    values?: Partial<typeof users.$inferInsert> & { role?: Role; password?: string },
  ): Promise<UserRow>;
  /**
   * A meeting with action items `items` (descriptions, or objects with a status, an owner, by
   * default the team member, and a due date `yyyy-MM-dd`).
   */
  meeting(
    values: Partial<typeof meetings.$inferInsert> & { teamMemberId: number; managerId: number },
    items?: (
      | string
      | {
          description: string;
          status?: string;
          stuckReason?: string | null;
          ownerId?: number;
          dueDate?: string | null;
        }
    )[],
  ): Promise<MeetingRow>;
  /** A `cookie` header value signed in as `user`. */
  signIn(user: Pick<UserRow, 'id'>): Promise<string>;
  /** Organisation with a Senior Manager, a Manager, a Supervisor under the manager and two team members. */
  team(): Promise<{
    organization: OrganizationRow;
    seniorManager: UserRow;
    manager: UserRow;
    supervisor: UserRow;
    member: UserRow;
    otherMember: UserRow;
  }>;
}

export function createFactory(db: Db, now: () => Date): Factory {
  const factory: Factory = {
    async organization(values = {}) {
      const [org] = await db
        .insert(organizations)
        .values({ name: `Org ${uid()}`, ...values })
        .returning();
      return org!;
    },
    async user(values = {}) {
      const { password, ...rest } = values;
      const organizationId = rest.organizationId ?? (await factory.organization()).id;
      const id = uid();
      const passwordHash = password
        ? await hashPassword(password)
        : await (cachedHash ??= hashPassword(FACTORY_PASSWORD));
      const [user] = await db
        .insert(users)
        .values({
          email: `user-${id}@example.com`,
          username: `user-${id}`,
          firstName: 'Test',
          lastName: `User ${id}`,
          role: 'Team Member',
          jobTitle: 'Engineer',
          department: 'Engineering',
          ...rest,
          organizationId,
          passwordHash,
        })
        .returning();
      return user!;
    },
    async meeting(values, items = []) {
      const manager = await db.query.users.findFirst({
        where: (u, { eq }) => eq(u.id, values.managerId),
      });
      const [meeting] = await db
        .insert(meetings)
        .values({
          organizationId: manager!.organizationId,
          date: '2030-01-15',
          startTime: '14:00',
          duration: 30,
          icsUid: `${uid()}@cadence.test`,
          ...values,
        })
        .returning();
      if (items.length) {
        await db.insert(actionItems).values(
          items.map((item, position) => {
            const it = typeof item === 'string' ? { description: item } : item;
            return {
              meetingId: meeting!.id,
              position,
              description: it.description,
              status: it.status ?? 'pending',
              stuckReason: it.stuckReason ?? null,
              completedAt: it.status === 'completed' ? now() : null,
              stuckAt: it.status === 'stuck' ? now() : null,
              ownerId: it.ownerId ?? meeting!.teamMemberId,
              dueDate: it.dueDate ?? null,
            };
          }),
        );
      }
      return meeting!;
    },
    async signIn(user) {
      const { token } = await createSession(db, user.id, now());
      return `${SESSION_COOKIE}=${token}`;
    },
    async team() {
      const organization = await factory.organization();
      const seniorManager = await factory.user({
        organizationId: organization.id,
        role: 'Senior Manager',
        firstName: 'Sam',
      });
      const manager = await factory.user({
        organizationId: organization.id,
        role: 'Manager',
        managerId: seniorManager.id,
        firstName: 'Maya',
      });
      const supervisor = await factory.user({
        organizationId: organization.id,
        role: 'Supervisor',
        managerId: manager.id,
        firstName: 'Sol',
      });
      const member = await factory.user({
        organizationId: organization.id,
        role: 'Team Member',
        managerId: manager.id,
        firstName: 'Tia',
      });
      const otherMember = await factory.user({
        organizationId: organization.id,
        role: 'Team Member',
        managerId: supervisor.id,
        firstName: 'Omar',
      });
      return { organization, seniorManager, manager, supervisor, member, otherMember };
    },
  };
  return factory;
}
