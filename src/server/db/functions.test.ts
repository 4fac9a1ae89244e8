/**
 * The function files (`src/server/db/functions/*.sql`, convention 12) are the live definitions:
 * after every migration, each SQL function of the `public` schema and each trigger on its tables
 * reads as its file says (`pg_get_functiondef`, `pg_get_triggerdef`, whitespace runs as one
 * space), no function or trigger lacks a file and no file names what the database lacks; and
 * the files apply as they stand (the statements a function migration holds). PGlite always,
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { databaseKinds, openTestDatabase } from '../test/harness';
import type { Database, DbOrTx } from './client';
import {
  migrationStatements,
  normaliseDefinition,
  parseFunctionFile,
  readFunctionFiles,
} from './function-files';

interface Live {
  functions: Map<string, string>;
  /** Trigger definitions by the name of the function they call. */
  triggers: Map<string, string[]>;
}

/** The database's own functions (no extension's) and user triggers, normalised. */
async function liveDefinitions(db: DbOrTx): Promise<Live> {
  const fns = (await db.execute(sql`
    select p.proname as name, pg_get_functiondef(p.oid) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and not exists (
      select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by 1`)) as unknown as { rows: { name: string; def: string }[] };
  const trg = (await db.execute(sql`
    select p.proname as fn, pg_get_triggerdef(t.oid) as def
    from pg_trigger t join pg_proc p on p.oid = t.tgfoid
    join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname = 'public'
    order by t.tgname`)) as unknown as { rows: { fn: string; def: string }[] };
  const triggers = new Map<string, string[]>();
  for (const t of trg.rows) {
    triggers.set(t.fn, [...(triggers.get(t.fn) ?? []), normaliseDefinition(t.def)]);
  }
  return {
    functions: new Map(fns.rows.map((f) => [f.name, normaliseDefinition(f.def)])),
    triggers,
  };
}

describe('parseFunctionFile', () => {
  it('reads the function to its closing quote and each trigger to its ;', () => {
    const file = parseFunctionFile(
      'f',
      `-- header; with a semicolon
CREATE OR REPLACE FUNCTION public.f()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1; -- a ; inside
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER a AFTER INSERT ON public.t FOR EACH ROW EXECUTE FUNCTION f();
CREATE OR REPLACE TRIGGER b AFTER DELETE ON public.t FOR EACH ROW EXECUTE FUNCTION f();
`,
    );
    expect(file.functionSql).toMatch(
      /^CREATE OR REPLACE FUNCTION public\.f\(\)[\s\S]*END \$function\$$/,
    );
    expect(file.triggerSqls).toEqual([
      'CREATE OR REPLACE TRIGGER a AFTER INSERT ON public.t FOR EACH ROW EXECUTE FUNCTION f()',
      'CREATE OR REPLACE TRIGGER b AFTER DELETE ON public.t FOR EACH ROW EXECUTE FUNCTION f()',
    ]);
    expect(() => parseFunctionFile('g', '-- nothing\n')).toThrow(/g\.sql/);
    expect(() =>
      parseFunctionFile('h', 'CREATE OR REPLACE FUNCTION h() AS $function$ BEGIN'),
    ).toThrow(/not closed/);
  });
});

describe.each(databaseKinds())('the function files on %s', (kind) => {
  let database: Database;
  const files = readFunctionFiles();
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('name exactly the functions and triggers the migrations leave', async () => {
    const live = await liveDefinitions(database.db);
    expect(files.map((f) => f.name)).toEqual([...live.functions.keys()].sort());
    const withTriggers = [...live.triggers.keys()].filter((fn) => !live.functions.has(fn));
    expect(withTriggers).toEqual([]);
  });

  it('hold each function and trigger as the database defines it', async () => {
    const live = await liveDefinitions(database.db);
    for (const file of files) {
      expect(normaliseDefinition(file.functionSql), `${file.name}.sql`).toBe(
        live.functions.get(file.name),
      );
      expect(file.triggerSqls.map(normaliseDefinition).sort(), `${file.name}.sql triggers`).toEqual(
        [...(live.triggers.get(file.name) ?? [])].sort(),
      );
    }
  });

  it('apply as they stand and change nothing', async () => {
    const before = await liveDefinitions(database.db);
    let after: Live | undefined;
    // Applied in a transaction that is rolled back, so the database stays as migrated.
    await database.db
      .transaction(async (tx) => {
        for (const file of files) {
          for (const statement of migrationStatements(file)) await tx.execute(sql.raw(statement));
        }
        after = await liveDefinitions(tx);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    expect(after).toEqual(before);
  });
});
