/**
 * SCIM provisioning tokens (decision 36): `POST /api/organization/scim-tokens` answers the new
 * token once, `GET` lists them without their secret.
 */
import { z } from 'zod';

/** One token as listed: never its secret. Instants are ISO 8601 (UTC). */
export const scimTokenSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z
    .string()
    .nullable()
    .meta({ description: 'Last request it authenticated (to the minute)' }),
  createdBy: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .meta({ description: 'The Senior Manager who created it; null once they are gone' }),
});

export const scimTokenListSchema = z.object({ tokens: z.array(scimTokenSchema) });

/** The answer of a creation: `token` is shown this once and never again. */
export const createdScimTokenSchema = z.object({
  id: z.number().int(),
  token: z.string().meta({ description: 'The bearer token for the identity provider; shown once' }),
});

export type ScimToken = z.infer<typeof scimTokenSchema>;
export type CreatedScimToken = z.infer<typeof createdScimTokenSchema>;
