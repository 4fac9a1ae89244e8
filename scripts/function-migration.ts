/**
 * `npm run db:function-migration -- <function> [<function> …]`: a new migration that applies the
 * current files `src/server/db/functions/<function>.sql` (convention 12). It runs
 * `drizzle-kit generate --custom --name apply_<first function>` (an empty migration recorded in
 * drizzle's journal), then writes into it each file's statements (`CREATE OR REPLACE FUNCTION`,
 * then its `CREATE OR REPLACE TRIGGER`s) separated by drizzle's statement breakpoints. Edit a
 * function's file first; `src/server/db/functions.test.ts` then fails until this migration
 * exists and brings the migrated database to the file.
 * Exits 1 with one line when a name has no file.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { migrationStatements, readFunctionFiles } from '../src/server/db/function-files';

const names = process.argv.slice(2);
const files = readFunctionFiles();
const unknown = names.filter((n) => !files.some((f) => f.name === n));
if (names.length === 0 || unknown.length > 0) {
  console.error(
    names.length === 0
      ? 'usage: npm run db:function-migration -- <function> [<function> …]'
      : `no file src/server/db/functions/<name>.sql for: ${unknown.join(', ')}`,
  );
  process.exit(1);
}

const folder = 'src/server/db/migrations';
execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', `apply_${names[0]}`], {
  stdio: 'inherit',
});
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const target = path.join(folder, `${journal.entries.at(-1)!.tag}.sql`);
const statements = names.flatMap((n) => migrationStatements(files.find((f) => f.name === n)!));
fs.writeFileSync(
  target,
  `-- The current definitions of ${names.join(', ')} (src/server/db/functions/, convention 12).\n` +
    `${statements.join('--> statement-breakpoint\n')}\n`,
);
console.log(`${target}: ${statements.length} statements`);
