/**
 * `npm run admin -- verify-audit [--organization <id>]`: recomputes the audit trail's hash chain
 * of every organisation (or one) and reports the first break of each (docs/decisions/
 * 0037-audit-trail.md): an edited event (`hash`), a removed or reordered one (`link`), the
 * newest removed (`head`). Exit 0 when intact, 1 when a chain is broken. With the embedded
 * database it runs while the server is stopped (one process per `DATA_DIR`).
 */
import { parseArgs } from 'node:util';
import { openAdminDatabase } from '../open-database';
import { verifyAuditChain } from '../../modules/audit';
import type { AdminCommand } from '../command';

const USAGE = '[--organization <id>]';

const REASONS = {
  hash: 'was edited (its hash does not match its content)',
  link: 'does not follow the event before it (an event was removed or reordered)',
  head: 'the newest events were removed (the chain ends before its head)',
} as const;

export const verifyAudit: AdminCommand = {
  name: 'verify-audit',
  usage: USAGE,
  summary: "Checks the audit trail's hash chain of every organisation.",
  async run(args, io) {
    let organizationId: number | undefined;
    try {
      const { values } = parseArgs({
        args,
        options: { organization: { type: 'string' } },
        strict: true,
      });
      if (values.organization !== undefined) {
        organizationId = Number(values.organization);
        if (!Number.isSafeInteger(organizationId) || organizationId < 1) throw new Error('id');
      }
    } catch {
      io.err(`Usage: npm run admin -- verify-audit ${USAGE}`);
      return 2;
    }
    const database = await openAdminDatabase(io);
    if (!database) return 1;
    try {
      const { checked, breaks } = await verifyAuditChain(database.db, organizationId);
      for (const b of breaks) {
        const where = b.eventId === null ? 'its chain:' : `event ${b.eventId}`;
        io.err(`Organisation ${b.organizationId}: ${where} ${REASONS[b.reason]}`);
      }
      if (breaks.length > 0) return 1;
      io.out(`The audit trail is intact: ${checked} events checked.`);
      return 0;
    } finally {
      await database.close();
    }
  },
};
