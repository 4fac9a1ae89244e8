/**
 * Reading the people CSV (docs/decisions/0016-import-sso-data.md) with csv-parse: the header
 * check, one record per line, and the cell rules that do not need the database (formulas,
 * e-mail shape, required names, role). Pure: no database, no clock.
 */
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { ROLES, type Role } from '@/shared/domain/constants';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@/shared/schemas/people-import';
import { plainNameIssue, type PlainNameField } from '@/shared/schemas/plain-name';
import { trimControl } from '@/shared/schemas/person-text';

/** A data line as read: its line number in the file (1-based, the header is line 1). */
export interface CsvRow {
  line: number;
  /** The e-mail cell as written (trimmed), for the answer even when it is invalid. */
  rawEmail: string;
  /** The checked values, or the reason the line is refused. */
  value: ImportedPerson | { error: string };
}

/** One person as the file describes them (e-mails lower-cased). */
export interface ImportedPerson {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  department: string | null;
  role: Role;
  managerEmail: string | null;
}

/** The file as a whole is refused (line 0): wrong header, not CSV, too many rows. */
export class CsvFileError extends Error {}

/** Where a cell a spreadsheet would run sits: its line (1-based) and column (1-based). */
export interface UnsafeCell {
  line: number;
  column: number;
  message: string;
}

/**
 * The file holds cells a spreadsheet would run or hide (OWASP "CSV Injection", ASVS 1.2.10):
 * the whole import is refused with 400, each cell named by line and column (red team 2, finding 3).
 */
export class CsvUnsafeCellsError extends Error {
  constructor(public readonly cells: UnsafeCell[]) {
    super(cells[0]!.message);
  }
}

const emailSchema = z.string().max(254).email();

/**
 * A cell a spreadsheet would run as a formula (CSV injection, ASVS 1.2.10): its first character
 * that is not whitespace or a control character (CR, LF, TAB, space…) is `=`, `+`, `-` or `@`,
 * or it starts with a TAB or a CR at all (spreadsheets drop them and then read what follows; a
 * quoted cell keeps them: `"\n=1+2"`, `"\r\n=HYPERLINK(…)"`, `"\tx"`). Unquoted leading
 * whitespace is dropped by the parser and never reaches here or the database.
 */
export function isFormula(cell: string): boolean {
  return /^[\t\r]/.test(cell) || /^[\s\p{Cc}]*[=+\-@]/u.test(cell);
}

/** The reason a cell is refused, for the answer: which character it starts with. */
function unsafeReason(line: number, index: number, cell: string): UnsafeCell {
  const column = index + 1;
  const name = IMPORT_COLUMNS[index] ?? `column ${column}`;
  const lead = /^[\t\r]/.test(cell)
    ? cell[0] === '\t'
      ? 'a TAB'
      : 'a carriage return'
    : `"${/[=+\-@]/.exec(cell)![0]}"`;
  return {
    line,
    column,
    message: `Line ${line}, column ${column} (${name}) starts with ${lead}: spreadsheet formulas and cells starting with a TAB or a carriage return are refused`,
  };
}

/** The role cell: one of spec 3's roles in any case; empty = Team Member. Null when unknown. */
function roleOf(cell: string): Role | null {
  if (cell === '') return 'Team Member';
  return ROLES.find((r) => r.toLowerCase() === cell.toLowerCase()) ?? null;
}

/** The rule of each name cell (first name, last name, job title, department; promise 3). */
const PLAIN_CELLS: readonly PlainNameField[] = ['Names', 'Names', 'Job titles', 'Departments'];

/** The first name cell that is not a plain name, as "<message> (the <column> cell)"; else null. */
function plainCellsIssue(cells: string[]): string | null {
  for (const [i, field] of PLAIN_CELLS.entries()) {
    const message = plainNameIssue(cells[i + 1], field);
    if (message) return `${message} (the ${IMPORT_COLUMNS[i + 1]} cell)`;
  }
  return null;
}

function checkRow(raw: string[]): ImportedPerson | { error: string } {
  // Names and titles are stored without whitespace or control characters at either end.
  const cells = raw.map(trimControl);
  const [email = '', firstName = '', lastName = '', jobTitle = '', department = '', role = ''] =
    cells;
  const managerEmail = cells[6] ?? '';
  if (!emailSchema.safeParse(email).success) return { error: 'Invalid e-mail address' };
  if (!firstName) return { error: 'First name is required' };
  if (!lastName) return { error: 'Last name is required' };
  const tooLong = IMPORT_COLUMNS.slice(1, 5).find((_, i) => (cells[i + 1] ?? '').length > 100);
  if (tooLong) return { error: `The ${tooLong} must be at most 100 characters` };
  const notPlain = plainCellsIssue(cells);
  if (notPlain) return { error: notPlain };
  const parsedRole = roleOf(role);
  if (!parsedRole) return { error: `Unknown role "${role}" (expected one of ${ROLES.join(', ')})` };
  if (managerEmail && !emailSchema.safeParse(managerEmail).success) {
    return { error: 'Invalid manager e-mail address' };
  }
  if (managerEmail && managerEmail.toLowerCase() === email.toLowerCase()) {
    return { error: 'A person cannot be their own manager' };
  }
  return {
    email: email.toLowerCase(),
    firstName,
    lastName,
    jobTitle: jobTitle || null,
    department: department || null,
    role: parsedRole,
    managerEmail: managerEmail ? managerEmail.toLowerCase() : null,
  };
}

/**
 * The line (1-based) on which each record starts, from csv-parse's byte count at the end of
 * the record before it (empty lines skipped; CR LF, LF and CR each end one line). A quoted cell
 * may span lines, so the record's own end line is not where it starts.
 */
function startLines(text: string, endBytes: number[]): number[] {
  const bytes = Buffer.from(text, 'utf8');
  const out: number[] = [];
  let line = 1;
  let at = 0;
  const advance = (to: number) => {
    for (; at < to; at += 1) {
      if (bytes[at] === 0x0a || (bytes[at] === 0x0d && bytes[at + 1] !== 0x0a)) line += 1;
    }
  };
  let start = 0;
  for (const end of endBytes) {
    while (start < bytes.length && (bytes[start] === 0x0a || bytes[start] === 0x0d)) start += 1;
    advance(start);
    out.push(line);
    start = end;
  }
  return out;
}

/**
 * Parses the file.
 * @returns the data lines, each checked on its own (duplicates and managers are the planner's).
 * @throws CsvFileError when the file is not CSV, the header is not `IMPORT_COLUMNS` (any case)
 *   or it has more than `IMPORT_MAX_ROWS` data lines; CsvUnsafeCellsError when any cell is a
 *   formula or starts with a TAB or CR (`isFormula`), each named by line and column.
 */
export function readPeopleCsv(text: string): CsvRow[] {
  let records: { record: string[]; info: { lines: number; bytes: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    }) as unknown as { record: string[]; info: { lines: number; bytes: number } }[];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new CsvFileError(`The file is not valid CSV${line ? ` (near line ${line})` : ''}`);
  }
  const [header, ...rows] = records;
  const expected = IMPORT_COLUMNS.join(',');
  const got = header?.record.map((c) => c.trim().toLowerCase()).join(',');
  if (got !== expected) {
    throw new CsvFileError(`The first line must be the header: ${expected}`);
  }
  if (rows.length === 0) throw new CsvFileError('The file has no people after the header');
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new CsvFileError(`A file may hold at most ${IMPORT_MAX_ROWS} people`);
  }
  // Each record's first line: the header's end is where the first data line may start.
  const lineOf = startLines(
    text,
    records.map((r) => r.info.bytes),
  ).slice(1);
  const unsafe = rows.flatMap(({ record }, i) =>
    record.flatMap((cell, c) => (isFormula(cell) ? [unsafeReason(lineOf[i]!, c, cell)] : [])),
  );
  if (unsafe.length > 0) throw new CsvUnsafeCellsError(unsafe);
  return rows.map(({ record }, i) => ({
    line: lineOf[i]!,
    rawEmail: trimControl(record[0] ?? '').slice(0, 254),
    value:
      record.length === IMPORT_COLUMNS.length
        ? checkRow(record)
        : { error: `Expected ${IMPORT_COLUMNS.length} cells, found ${record.length}` },
  }));
}
