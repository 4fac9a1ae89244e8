/**
 * The `profile` section of a person's data export (modules/privacy/registry.ts): the user as
 * the API presents them, plus their organisation's name and their manager's name.
 */
import { eq } from 'drizzle-orm';
import { organizations, users } from '../../db/schema';
import type { ExportSection } from '../privacy/registry';
import { fullName, presentUser } from './users.presenter';

export const profileExportSection: ExportSection = {
  name: 'profile',
  async collect({ db, user }) {
    const [org] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, user.organizationId));
    const [manager] = user.managerId
      ? await db.select().from(users).where(eq(users.id, user.managerId))
      : [];
    return {
      ...presentUser(user),
      organizationName: org?.name ?? null,
      managerName: manager ? fullName(manager) : null,
    };
  },
};
