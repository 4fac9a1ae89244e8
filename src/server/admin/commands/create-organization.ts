/**
 * `npm run admin -- create-organization --name <organisation> --email <e-mail> --first-name <name>
 * --last-name <name> [--job-title <title>] [--timezone <IANA zone>]`: creates an organisation and
 * its Senior Manager and prints, on a line of its own, the single-use link (valid 7 days) where
 * they choose their password (docs/decisions/0015-accounts.md). With the embedded database it runs
 * while the server is stopped: it takes the `DATA_DIR` lock, so a running server makes it refuse.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { plainName } from '@/shared/schemas/plain-name';
import { openAdminDatabase } from '../open-database';
import { createOrganisationWithOwner, EmailTakenError } from '../../modules/accounts/bootstrap';
import type { AdminCommand } from '../command';

const USAGE =
  '--name <organisation> --email <e-mail> --first-name <name> --last-name <name> [--job-title <title>] [--timezone <zone>]';

const argsSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  'first-name': plainName(z.string().trim().min(1).max(100), 'Names'),
  'last-name': plainName(z.string().trim().min(1).max(100), 'Names'),
  'job-title': plainName(z.string().trim().max(100).optional(), 'Job titles'),
  timezone: z.string().trim().max(64).optional(),
});

export const createOrganization: AdminCommand = {
  name: 'create-organization',
  usage: USAGE,
  summary: 'Creates an organisation and its Senior Manager; prints their set-password link.',
  async run(args, io) {
    let input: z.infer<typeof argsSchema>;
    try {
      const { values, positionals } = parseArgs({
        args,
        options: {
          name: { type: 'string' },
          email: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
          'job-title': { type: 'string' },
          timezone: { type: 'string' },
        },
        allowPositionals: true,
        strict: true,
      });
      if (positionals.length > 0) throw new Error('no positionals');
      input = argsSchema.parse(values);
    } catch {
      io.err(`Usage: npm run admin -- create-organization ${USAGE}`);
      return 2;
    }
    const database = await openAdminDatabase(io);
    if (!database) return 1;
    try {
      const { organisation, owner, link } = await createOrganisationWithOwner(
        database.db,
        {
          name: input.name,
          email: input.email,
          firstName: input['first-name'],
          lastName: input['last-name'],
          jobTitle: input['job-title'],
          timezone: input.timezone,
        },
        { appUrl: io.config.appUrl, now: new Date() },
      );
      io.out(
        `Created organisation "${organisation.name}" (id ${organisation.id}) and its Senior Manager ${owner.email}.`,
      );
      io.out('Send them this link to choose their password (it works once, for 7 days):');
      io.out(link);
      return 0;
    } catch (err) {
      if (err instanceof EmailTakenError) {
        io.err(err.message);
        return 1;
      }
      throw err;
    } finally {
      await database.close();
    }
  },
};
