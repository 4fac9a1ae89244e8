/**
 * People import (docs/decisions/0016-import-sso-data.md): a Senior Manager's CSV planned line
 * by line against the organisation, then applied in one transaction. Matching is by e-mail
 * (lower case), so importing the same file twice changes nothing the second time. New people
 * are created only through `createTeamMember` (the account-creation service); existing ones
 * are updated in place. Any error line refuses the whole file: nothing is written.
 */
import type { AccountMail } from '../accounts/invitations';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { Actor } from '../../context';
import { badRequest } from '../../http/errors';
import { isManagingRole } from './../users/users.policy';
import { createTeamMember, EMAIL_IN_USE } from '../users/team-members.service';
import type { ImportLine, ImportResult } from '@/shared/schemas/people-import';
import {
  CsvFileError,
  CsvUnsafeCellsError,
  readPeopleCsv,
  type ImportedPerson,
} from './people-import.csv';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';

/** A line of the plan: the answer's line, and for create/update the person to write. */
interface PlannedLine extends ImportLine {
  person?: ImportedPerson;
  existing?: UserRow;
}

const same = (a: string | null, b: string | null) => (a ?? '') === (b ?? '');

/** How many refused cells a 400 names at most (the first ones, in file order). */
const UNSAFE_CELLS_LISTED = 20;

/**
 * Plans `text` for `actor` (a Senior Manager; the route checks it) against the organisation as
 * `db` sees it now. Lines keep the file's order.
 * @throws 400 when a cell is a spreadsheet formula or starts with a TAB or CR (line and column).
 */
export async function planImport(db: DbOrTx, actor: Actor, text: string): Promise<PlannedLine[]> {
  let rows;
  try {
    rows = readPeopleCsv(text);
  } catch (err) {
    if (err instanceof CsvFileError) {
      return [{ line: 0, email: '', outcome: 'error', reason: err.message }];
    }
    if (err instanceof CsvUnsafeCellsError) {
      // A hostile file rather than a data mistake: refused whole, preview or not (red team 2).
      throw badRequest(err.message, {
        file: err.cells.slice(0, UNSAFE_CELLS_LISTED).map((c) => c.message),
      });
    }
    throw err;
  }
  const orgUsers = await db
    .select()
    .from(users)
    .where(eq(users.organizationId, actor.organizationId));
  const byEmail = new Map(orgUsers.map((u) => [u.email.toLowerCase(), u]));
  const byId = new Map(orgUsers.map((u) => [u.id, u]));

  const lines: PlannedLine[] = [];
  const fileRows = new Map<string, ImportedPerson>();
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const v = row.value;
    if ('error' in v) {
      lines.push({ line: row.line, email: row.rawEmail, outcome: 'error', reason: v.error });
      continue;
    }
    const earlier = firstLineOf.get(v.email);
    if (earlier !== undefined) {
      lines.push({
        line: row.line,
        email: v.email,
        outcome: 'error',
        reason: `This e-mail is already on line ${earlier}`,
      });
      continue;
    }
    firstLineOf.set(v.email, row.line);
    fileRows.set(v.email, v);
    lines.push({ line: row.line, email: v.email, outcome: 'create', person: v });
  }

  // E-mails used outside the organisation (or by a deactivated account) cannot be imported:
  // the same answer POST /api/team-members gives (409 "Email is already in use").
  const newEmails = [...fileRows.keys()].filter((e) => !byEmail.has(e));
  const takenElsewhere = new Set<string>();
  for (let i = 0; i < newEmails.length; i += 500) {
    const chunk = newEmails.slice(i, i + 500);
    const found = await db
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.email, chunk), ne(users.organizationId, actor.organizationId)));
    for (const f of found) takenElsewhere.add(f.email.toLowerCase());
  }

  // The organisation as it will be: e-mail → manager e-mail and role, file rows winning.
  const managerOf = new Map<string, string | null>();
  const roleOf = new Map<string, string>();
  for (const u of orgUsers) {
    if (!u.isActive) continue;
    const m = u.managerId ? byId.get(u.managerId) : undefined;
    managerOf.set(u.email.toLowerCase(), m ? m.email.toLowerCase() : null);
    roleOf.set(u.email.toLowerCase(), u.role);
  }
  for (const [email, p] of fileRows) {
    managerOf.set(email, p.managerEmail);
    roleOf.set(email, p.role);
  }
  const hasReports = new Set([...managerOf.values()].filter((m): m is string => m !== null));

  for (const line of lines) {
    const p = line.person;
    if (!p) continue;
    const fail = (reason: string) => {
      line.outcome = 'error';
      line.reason = reason;
      delete line.person;
    };
    const existing = byEmail.get(p.email);
    if (takenElsewhere.has(p.email) || (existing && !existing.isActive)) {
      fail(EMAIL_IN_USE);
      continue;
    }
    if (p.managerEmail) {
      const managerRole = roleOf.get(p.managerEmail);
      if (!managerRole) {
        fail(`Unknown manager ${p.managerEmail} (not in the file nor an active person here)`);
        continue;
      }
      if (!isManagingRole(managerRole)) {
        fail(`The manager ${p.managerEmail} is a ${managerRole}, not a manager`);
        continue;
      }
      const cycle = cycleFrom(p.email, managerOf);
      if (cycle) {
        fail(`Managers form a cycle: ${cycle.join(' → ')}`);
        continue;
      }
    } else if (p.role === 'Team Member') {
      fail('Team members must have a manager');
      continue;
    }
    if (!isManagingRole(p.role) && hasReports.has(p.email)) {
      fail(`People report to ${p.email}, so the role must be a managing role`);
      continue;
    }
    if (!existing) continue; // create
    const currentManager = existing.managerId ? byId.get(existing.managerId) : undefined;
    const unchanged =
      same(existing.firstName, p.firstName) &&
      same(existing.lastName, p.lastName) &&
      same(existing.jobTitle, p.jobTitle) &&
      same(existing.department, p.department) &&
      existing.role === p.role &&
      same(currentManager?.email.toLowerCase() ?? null, p.managerEmail);
    if (unchanged) {
      line.outcome = 'unchanged';
      delete line.person;
    } else if (existing.id === actor.id) {
      fail('Your own account cannot be changed by an import');
    } else {
      line.outcome = 'update';
      line.existing = existing;
    }
  }
  return lines;
}

/** The chain from `start` up its managers when it comes back to `start`, else null. */
function cycleFrom(start: string, managerOf: Map<string, string | null>): string[] | null {
  const chain = [start];
  const seen = new Set(chain);
  let at = managerOf.get(start) ?? null;
  while (at) {
    if (at === start) return [...chain, start];
    if (seen.has(at)) return null; // a cycle above, not through this line; reported on its lines
    seen.add(at);
    chain.push(at);
    at = managerOf.get(at) ?? null;
  }
  return null;
}

/** Answer lines without the planner's working fields. */
const present = (lines: PlannedLine[]): ImportLine[] =>
  lines.map(({ line, email, outcome, reason }) =>
    reason === undefined ? { line, email, outcome } : { line, email, outcome, reason },
  );

/** Thrown inside the transaction to roll it back when the plan has an error line. */
class Refused extends Error {
  constructor(readonly lines: PlannedLine[]) {
    super('import refused');
  }
}

/**
 * POST /api/team-members/import. `dryRun`: the plan only. Otherwise the plan is made again
 * inside one transaction and applied in the order managers before their reports
 * (topological), creating people through `createTeamMember` and updating the others.
 * @returns `applied` false with the lines when any line is an error (nothing written).
 */
export async function importPeople({
  db,
  actor,
  text,
  dryRun,
  now,
  mail,
  source = SYSTEM_SOURCE,
}: {
  db: Db;
  actor: Actor;
  text: string;
  dryRun: boolean;
  now: Date;
  /** Where the request came from, for the audit events (decision 37). */
  source?: AuditSource;
  /** Whether new people get an invitation e-mail (mail configured) and its link's base. */
  mail: AccountMail;
}): Promise<ImportResult> {
  if (dryRun) {
    return { applied: false, lines: present(await planImport(db, actor, text)) };
  }
  try {
    const lines = await db.transaction(async (tx) => {
      const plan = await planImport(tx, actor, text);
      if (plan.some((l) => l.outcome === 'error')) throw new Refused(plan);
      await applyPlan(tx, actor, plan, now, mail, source);
      await recordAudit(tx, {
        organizationId: actor.organizationId,
        at: now,
        actorId: actor.id,
        action: 'people.imported',
        target: { type: 'organization', id: actor.organizationId },
        source,
      });
      return plan;
    });
    return { applied: true, lines: present(lines) };
  } catch (err) {
    if (err instanceof Refused) return { applied: false, lines: present(err.lines) };
    throw err;
  }
}

async function applyPlan(
  tx: DbOrTx,
  actor: Actor,
  plan: PlannedLine[],
  now: Date,
  mail: AccountMail,
  source: AuditSource,
) {
  const writes = plan.filter((l) => l.person && (l.outcome === 'create' || l.outcome === 'update'));
  const inFile = new Map(writes.map((l) => [l.person!.email, l]));
  // Depth = managers above within the file; writing by depth puts every manager first.
  const depth = new Map<string, number>();
  const depthOf = (email: string): number => {
    const known = depth.get(email);
    if (known !== undefined) return known;
    const m = inFile.get(email)?.person?.managerEmail;
    const d = m && inFile.has(m) ? depthOf(m) + 1 : 0;
    depth.set(email, d);
    return d;
  };
  const ordered = [...writes].sort((a, b) => depthOf(a.person!.email) - depthOf(b.person!.email));

  const idOf = new Map<string, number>();
  const orgUsers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, actor.organizationId), eq(users.isActive, true)));
  for (const u of orgUsers) idOf.set(u.email.toLowerCase(), u.id);

  for (const l of ordered) {
    const p = l.person!;
    const managerId = p.managerEmail ? (idOf.get(p.managerEmail) ?? null) : null;
    const values = {
      firstName: p.firstName,
      lastName: p.lastName,
      jobTitle: p.jobTitle,
      department: p.department,
      role: p.role,
      managerId,
    };
    if (l.outcome === 'create') {
      const { user } = await createTeamMember({
        db: tx,
        actor,
        input: { ...values, email: p.email, company: null },
        now,
        mail,
        source,
      });
      idOf.set(p.email, user.id);
    } else {
      await tx
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(and(eq(users.id, l.existing!.id), eq(users.organizationId, actor.organizationId)));
    }
  }
}
