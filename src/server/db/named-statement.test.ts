/**
 * Named statements (named-statement.ts; docs/decisions/0025-list-statement-planned-once.md):
 * `executeNamed` answers what `db.execute` answers for the same statement, each call with its own
 * values; a failed call leaves the connection usable; inside a transaction it sees the
 * transaction's writes; the statement is prepared under `statementName` of its text and, under
 * PostgreSQL's own `plan_cache_mode = auto`, keeps its generic plan after five runs, while the
 * app's unnamed statements are still planned for their values. PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../test/harness';
import type { Database, DbOrTx } from './client';
import {
  compiledOnce,
  compileStatement,
  executeNamed,
  rowCountLiteral,
  runsOnPglite,
  statementName,
} from './named-statement';

const dialect = new PgDialect();
/** The text `executeNamed` sends for `query`, and so the name it prepares it under. */
const nameOf = (query: SQL) => statementName(dialect.sqlToQuery(query).sql);

/** The message of the error `promise` rejects with, and of its cause (drizzle wraps pg's). */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (err: Error) => `${err.message} ${(err.cause as Error | undefined)?.message ?? ''}`,
  );

const rowsOf = async <Row>(db: DbOrTx, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('statementName', () => {
  it('names a text the same each time, two texts differently, within 63 characters', () => {
    const a = 'select 1 where $1::int = 1';
    const b = 'select 1 where $1::int = 2';
    expect(statementName(a)).toBe(statementName(a));
    expect(statementName(a)).not.toBe(statementName(b));
    for (const text of [a, b, '', 'x'.repeat(10_000)]) {
      expect(statementName(text)).toMatch(/^cadence_[A-Za-z0-9_-]+$/);
      expect(statementName(text).length).toBeLessThanOrEqual(63);
    }
    // The same name after the map of names started over (past 1,000 texts).
    const before = statementName(a);
    for (let i = 0; i < 1_100; i++) statementName(`select ${i}`);
    expect(statementName(a)).toBe(before);
  });
});

describe('rowCountLiteral', () => {
  it('writes a count into the text, and refuses anything but a non-negative safe integer', () => {
    expect(dialect.sqlToQuery(sql`select 1 limit ${rowCountLiteral(51)}`)).toEqual({
      sql: 'select 1 limit 51',
      params: [],
    });
    expect(dialect.sqlToQuery(sql`offset ${rowCountLiteral(0)}`).sql).toBe('offset 0');
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => rowCountLiteral(bad)).toThrow(/is not a count/);
    }
  });
});

describe('compiledOnce', () => {
  it('turns a fragment of columns into its text, and refuses one that holds a value', () => {
    const fragment = sql`select ${sql.identifier('id')} from ${sql.identifier('named_probe')}`;
    expect(dialect.sqlToQuery(sql`${compiledOnce(fragment)} where x = ${1}`)).toMatchObject({
      sql: 'select "id" from "named_probe" where x = $1',
      params: [1],
    });
    expect(() => compiledOnce(sql`select ${2}`)).toThrow(/holds 1 values/);
  });
});

describe.each(databaseKinds())('executeNamed on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`create table named_probe (id int primary key, label text)`);
  });
  afterAll(async () => {
    await database?.close();
  });
  const db = () => database.db;

  /** Parameters of several kinds: int, int[] (one array parameter), text, a date string. */
  const severalKinds = (n: number, ids: number[], label: string, day: string) => sql`
    select g as n, ${label}::text || '-' || g as label, (${day}::date + g)::text as day,
      g = any(${sql.param(ids)}::int[]) as chosen,
      json_build_object('g', g, 'label', ${label}::text, 'tags', json_build_array(${label}::text, g)) as doc,
      null::text as nothing
    from generate_series(1, ${n}::int) g
    order by g`;

  it('answers the rows db.execute answers, parameters of several kinds, json parsed', async () => {
    const query = severalKinds(3, [1, 3], 'alpha', '2031-01-30');
    const named = await executeNamed(db(), query);
    expect(named).toEqual(await rowsOf(db(), query));
    expect(named).toEqual([
      {
        n: 1,
        label: 'alpha-1',
        day: '2031-01-31',
        chosen: true,
        doc: { g: 1, label: 'alpha', tags: ['alpha', 1] },
        nothing: null,
      },
      {
        n: 2,
        label: 'alpha-2',
        day: '2031-02-01',
        chosen: false,
        doc: { g: 2, label: 'alpha', tags: ['alpha', 2] },
        nothing: null,
      },
      {
        n: 3,
        label: 'alpha-3',
        day: '2031-02-02',
        chosen: true,
        doc: { g: 3, label: 'alpha', tags: ['alpha', 3] },
        nothing: null,
      },
    ]);
  });

  it('parses timestamptz and date columns as db.execute does', async () => {
    // db.execute (drizzle) keeps timestamptz, timestamp, date and interval as PostgreSQL's text.
    const query = sql`
      select ${'2029-05-05T08:00:00Z'}::timestamptz + g * interval '1 hour' as at,
        ${'2031-01-30'}::date + g as day,
        json_build_array(${'2029-05-05T08:00:00Z'}::timestamptz) as doc
      from generate_series(1, ${2}::int) g
      order by g`;
    const plain = await rowsOf<{ at: unknown; day: unknown }>(db(), query);
    expect(await executeNamed(db(), query)).toEqual(plain);
  });

  it('answers each call with its own values when the statement runs again', async () => {
    const first = await executeNamed<{ n: number; label: string; chosen: boolean }>(
      db(),
      severalKinds(2, [2], 'one', '2031-01-01'),
    );
    const second = await executeNamed<{ n: number; label: string; chosen: boolean }>(
      db(),
      severalKinds(4, [1, 4], 'two', '2031-06-01'),
    );
    expect(first.map((r) => [r.n, r.label, r.chosen])).toEqual([
      [1, 'one-1', false],
      [2, 'one-2', true],
    ]);
    expect(second.map((r) => [r.n, r.label, r.chosen])).toEqual([
      [1, 'two-1', true],
      [2, 'two-2', false],
      [3, 'two-3', false],
      [4, 'two-4', true],
    ]);
    expect(second).toEqual(await rowsOf(db(), severalKinds(4, [1, 4], 'two', '2031-06-01')));
    // At once, a statement new to every connection: each call its own rows.
    const square = (n: number) => sql`select ${n}::int * ${n}::int as sq, ${`n${n}`}::text as tag`;
    const all = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => executeNamed(db(), square(n))));
    expect(all).toEqual([1, 2, 3, 4, 5, 6].map((n) => [{ sq: n * n, tag: `n${n}` }]));
    // An empty array and a null parameter.
    expect(await executeNamed(db(), severalKinds(1, [], 'three', '2031-06-01'))).toMatchObject([
      { n: 1, label: 'three-1', chosen: false },
    ]);
    const nullable = (value: string | null) =>
      sql`select coalesce(${value}::text, 'none') as v, ${value}::text is null as missing`;
    expect(await executeNamed(db(), nullable(null))).toEqual([{ v: 'none', missing: true }]);
    expect(await executeNamed(db(), nullable('x'))).toEqual([{ v: 'x', missing: false }]);
  });

  it('runs a statement compiled once with placeholders, each call with its own values', async () => {
    const compiled = compileStatement(sql`
      select g as n, ${sql.placeholder('label')}::text || '-' || g as label,
        g = any(${sql.placeholder('ids')}::int[]) as chosen,
        (${sql.placeholder('day')}::date + g)::text as day
      from generate_series(1, ${sql.placeholder('count')}::int) g
      order by g`);
    const run = (count: number, ids: number[], label: string, day: string) =>
      executeNamed(db(), compiled, { count, ids, label, day });
    // The same rows as the statement built with those values and compiled at the call.
    expect(await run(3, [1, 3], 'alpha', '2031-01-30')).toEqual(
      await rowsOf<Record<string, unknown>>(
        db(),
        severalKinds(3, [1, 3], 'alpha', '2031-01-30'),
      ).then((rows) =>
        rows.map(({ n, label, chosen, day }) => ({
          n,
          label,
          chosen,
          day,
        })),
      ),
    );
    expect(await run(2, [2], 'beta', '2031-06-01')).toEqual([
      { n: 1, label: 'beta-1', chosen: false, day: '2031-06-02' },
      { n: 2, label: 'beta-2', chosen: true, day: '2031-06-03' },
    ]);
    // A placeholder without a value is refused before anything is sent.
    expect(await failure(executeNamed(db(), compiled, { count: 1, ids: [], label: 'x' }))).toMatch(
      /No value for placeholder "day"/,
    );
  });

  it('rejects a call that fails at execution; the next call of the statement answers', async () => {
    const divide = (n: number) => sql`select 10 / ${n}::int as x`;
    // The statement's first call fails (after its Parse), and a later one: each time the next
    // call answers. (The PostgreSQL pool closes a connection whose query failed.)
    expect(await failure(executeNamed(db(), divide(0)))).toMatch(/division by zero/);
    expect(await executeNamed(db(), divide(2))).toEqual([{ x: 5 }]);
    expect(await failure(executeNamed(db(), divide(0)))).toMatch(/division by zero/);
    expect(await executeNamed(db(), divide(1))).toEqual([{ x: 10 }]);
    // On one connection (a transaction's; PostgreSQL, as PGlite runs it unnamed there): the
    // failed call rolled back to a savepoint, the statement's next call on that connection
    // answers.
    const tenth = (n: number) => sql`select 100 / ${n}::int as y`;
    const pinned = await db().transaction(async (tx) => {
      const failed = await failure(tx.transaction((sp) => executeNamed(sp, tenth(0))));
      return { failed, rows: await executeNamed(tx, tenth(10)) };
    });
    expect(pinned).toEqual({
      failed: expect.stringMatching(/division by zero/),
      rows: [{ y: 10 }],
    });
    expect(await rowsOf(db(), sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('rejects a statement that fails at parse; it parses again once it can', async () => {
    const missingColumn = sql`select no_such_column from named_probe where id = ${1}::int`;
    expect(await failure(executeNamed(db(), missingColumn))).toMatch(/no_such_column/);
    expect(await executeNamed(db(), sql`select ${7}::int + 1 as eight`)).toEqual([{ eight: 8 }]);

    const later = (id: number) => sql`select label from named_later where id = ${id}::int`;
    expect(await failure(executeNamed(db(), later(1)))).toMatch(/named_later.*does not exist/);
    await db().execute(sql`create table named_later (id int primary key, label text)`);
    await db().execute(sql`insert into named_later values (1, 'now there')`);
    expect(await executeNamed(db(), later(1))).toEqual([{ label: 'now there' }]);
    // On one connection (PostgreSQL's transaction): the failed Parse rolled back to a
    // savepoint, the text parses again.
    const pinned = (id: number) => sql`select label from named_pinned where id = ${id}::int`;
    const answer = await db().transaction(async (tx) => {
      const failed = await failure(tx.transaction((sp) => executeNamed(sp, pinned(2))));
      await tx.execute(sql`create table named_pinned (id int primary key, label text)`);
      await tx.execute(sql`insert into named_pinned values (2, 'pinned')`);
      return { failed, rows: await executeNamed(tx, pinned(2)) };
    });
    expect(answer).toEqual({
      failed: expect.stringMatching(/named_pinned.*does not exist/),
      rows: [{ label: 'pinned' }],
    });
    expect(await rowsOf(db(), sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('tells the embedded database and its transactions from the pool and its transactions', async () => {
    const inside = await db().transaction(async (tx) => runsOnPglite(tx));
    expect([runsOnPglite(db()), inside]).toEqual(kind === 'pglite' ? [true, true] : [false, false]);
  });

  it("sees the transaction's own uncommitted insert inside a transaction", async () => {
    const read = (id: number) => sql`select id, label from named_probe where id = ${id}::int`;
    let inside: unknown;
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into named_probe values (41, 'uncommitted')`);
        inside = await executeNamed(tx, read(41));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(inside).toEqual([{ id: 41, label: 'uncommitted' }]);
    expect(await executeNamed(db(), read(41))).toEqual([]);
    const committed = await db().transaction(async (tx) => {
      await tx.execute(sql`insert into named_probe values (42, 'mine')`);
      return executeNamed(tx, read(42));
    });
    expect(committed).toEqual([{ id: 42, label: 'mine' }]);
    expect(await executeNamed(db(), read(42))).toEqual([{ id: 42, label: 'mine' }]);
  });

  it("leaves the app's other (unnamed) statements planned for their values", async () => {
    // A custom plan puts the value in before folding constants: `0 = 0 or …` is true and the
    // division is never evaluated. A generic plan folds `1 / 0` while planning and fails, so a
    // session-wide `plan_cache_mode = force_generic_plan` (which reaches unnamed statements
    // too) fails here. Named, the statement's first five executions are custom-planned.
    const folded = sql`select 1 as x where ${0}::int = 0 or 1 / 0 = 1`;
    for (let i = 0; i < 7; i++) expect(await failure(rowsOf(db(), folded))).toBe('resolved');
    for (let i = 0; i < 5; i++) expect(await failure(executeNamed(db(), folded))).toBe('resolved');
  });

  it('prepares the statement under its name and keeps its generic plan after five runs', async () => {
    const SEVEN = [0, 3, 1, 5, 2, 4, 0];
    const count = (id: number) =>
      sql`select count(*)::int as n from generate_series(1, 5) g where g >= ${id}::int`;
    const name = nameOf(count(0));
    const plans = (on: DbOrTx) =>
      rowsOf<{ generic_plans: number; custom_plans: number; statement: string }>(
        on,
        sql`select generic_plans::int as generic_plans, custom_plans::int as custom_plans,
          statement from pg_prepared_statements where name = ${name}`,
      );
    // PostgreSQL keeps prepared statements per connection: one transaction holds one. PGlite
    // runs a statement of a transaction unnamed, so there on the database itself.
    const answers = await (kind === 'postgres'
      ? db().transaction(async (tx) => {
          const runs = [];
          for (const id of SEVEN) runs.push(await executeNamed(tx, count(id)));
          return { runs, plans: await plans(tx) };
        })
      : (async () => {
          const runs = [];
          for (const id of SEVEN) runs.push(await executeNamed(db(), count(id)));
          return { runs, plans: await plans(db()) };
        })());
    expect(answers.runs).toEqual(SEVEN.map((id) => [{ n: Math.min(5, 6 - Math.max(id, 1)) }]));
    expect(answers.plans).toHaveLength(1);
    expect(answers.plans[0]!.statement).toBe(dialect.sqlToQuery(count(0)).sql);
    // PostgreSQL's plan cache (`plan_cache_mode = auto`): the first five executions planned
    // for their values, then the one generic plan (as cheap here: no statistics to tell the
    // values apart) kept for the rest, without planning again.
    expect(answers.plans[0]!.custom_plans).toBe(5);
    expect(answers.plans[0]!.generic_plans).toBe(2);
  });
});
