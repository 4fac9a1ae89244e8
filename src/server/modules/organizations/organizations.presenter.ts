/**
 * Chooses the organisation fields that leave the server (convention 6): never the demo flags or
 * the creator's id.
 */
import type { PresentedOrganization } from '@/shared/schemas/user';
import type { OrganizationRow } from '../../db/schema';

export function presentOrganization(row: OrganizationRow): PresentedOrganization {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    createdAt: row.createdAt.toISOString(),
  };
}
