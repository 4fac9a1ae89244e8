/**
 * Chooses the organisation fields that leave the server (convention 6): never the demo flags or
 * the creator's id.
 */
import type { OrganizationRow } from '../../db/schema';

/** An organisation as GET /api/organizations/all presents it. */
export interface PresentedOrganization {
  id: number;
  name: string;
  domain: string | null;
  createdAt: string;
}

export function presentOrganization(row: OrganizationRow): PresentedOrganization {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    createdAt: row.createdAt.toISOString(),
  };
}
