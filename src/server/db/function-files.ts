/**
 * The current definitions of the database's SQL functions and their triggers, one file per
 * function in `src/server/db/functions/<name>.sql` (convention 12): a header of `--` lines
 * saying which rule it implements, the function as `pg_get_functiondef` prints it
 * (`CREATE OR REPLACE FUNCTION … $function$;`), then its triggers as `pg_get_triggerdef`
 * prints them but written `CREATE OR REPLACE TRIGGER …;` (PostgreSQL 14 and later), so a
 * file applies as it stands. Migrations stay as they were written; a change of a function is
 * its file edited plus a new migration holding the file's statements
 * (`scripts/function-migration.ts`). `functions.test.ts` holds the files to the migrated
 * database on PGlite and PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the function files (sources only; the bundle does not read it). */
export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

/** One function file, parsed. */
export interface FunctionFile {
  /** The function's name, the file's name without `.sql`. */
  name: string;
  /** `CREATE OR REPLACE FUNCTION …`, without the final `;`. */
  functionSql: string;
  /** Each `CREATE OR REPLACE TRIGGER …` calling it, without the final `;`. */
  triggerSqls: string[];
}

/**
 * Parses one file's text (`name`: the function's name). The header is every line before the
 * first `CREATE`; the function ends at its closing dollar quote followed by `;`; each trigger
 * ends at the next `;`.
 * @throws Error when the file holds no `CREATE OR REPLACE FUNCTION` or its body is not closed.
 */
export function parseFunctionFile(name: string, text: string): FunctionFile {
  const start = text.search(/^CREATE OR REPLACE FUNCTION /m);
  if (start < 0) throw new Error(`${name}.sql: no CREATE OR REPLACE FUNCTION`);
  const sql = text.slice(start);
  const tag = /\bAS (\$[A-Za-z_]*\$)/.exec(sql)?.[1];
  const close = tag ? sql.indexOf(`${tag};`, sql.indexOf(tag) + tag.length) : -1;
  if (!tag || close < 0) throw new Error(`${name}.sql: the function's body is not closed`);
  const rest = sql.slice(close + tag.length + 1);
  return {
    name,
    functionSql: sql.slice(0, close + tag.length),
    triggerSqls: rest
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** Every function file of `folder` (default `functionsFolder`), by name. */
export function readFunctionFiles(folder = functionsFolder): FunctionFile[] {
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => parseFunctionFile(f.slice(0, -4), fs.readFileSync(path.join(folder, f), 'utf8')));
}

/**
 * A definition reduced for comparison: every run of whitespace one space, the ends trimmed,
 * a final `;` dropped and `CREATE OR REPLACE TRIGGER` read as `CREATE TRIGGER` (what
 * `pg_get_triggerdef` prints).
 */
export function normaliseDefinition(sql: string): string {
  return sql
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/;$/, '')
    .replace(/^CREATE OR REPLACE TRIGGER /, 'CREATE TRIGGER ');
}

/** The file's statements in order, as a migration applies them (drizzle's breakpoints between). */
export function migrationStatements(file: FunctionFile): string[] {
  return [file.functionSql, ...file.triggerSqls].map((s) => `${s};`);
}
