/**
 * SCIM 2.0 provisioning (RFC 7643 / RFC 7644; decision 36): the public face of the module.
 * `registerScimModule(app)` registers `/scim/v2` (bearer token of an organisation) and the
 * Senior Manager's `/api/organization/scim-tokens`, and the erase step that forgets a person's
 * externalId.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { registerScimRoutes, SCIM_PREFIX } from './scim.routes';
import { registerScimTokenRoutes } from './scim-tokens.routes';

export { SCIM_PREFIX };

/** Registers the SCIM routes and the token routes; call once from `registerModules`. */
export async function registerScimModule(app: FastifyInstance): Promise<void> {
  // An erased person (decision 16) keeps no identifier of the identity provider.
  app.privacy.addEraseStep(async ({ tx, user }) => {
    await tx.update(users).set({ externalId: null }).where(eq(users.id, user.id));
  });
  registerScimTokenRoutes(app);
  await registerScimRoutes(app);
}
