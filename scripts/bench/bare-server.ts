/**
 * The bare baseline of `npm run bench` (docs/performance.md "Request path"): a Fastify server
 * with no plugins, no session and no logging whose one route selects 50 meetings of a manager
 * by an indexed column (`meetings_manager_date_idx`) with the raw driver and answers them as
 * JSON. Whatever the app does beyond this is the cost of its request path.
 */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

/** Runs one parameterised statement and answers its rows (pg's `Pool` or a `PGlite`). */
export type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Every column of `meetings` but `action_items_json` (the app's copy of the items, migration
 * 0034): the row as the bare baseline has always sent it, so the baseline does not grow with
 * the app's columns.
 */
const FIFTY_BY_MANAGER = `select id, organization_id, team_member_id, manager_id, title, date, start_time,
  duration, timezone, is_zoom_meeting, zoom_link, agenda, notes, status, version, ics_uid,
  series_id, occurrence_date, created_at, updated_at
  from meetings where manager_id = $1 order by date desc, start_time desc, id desc limit 50`;

/**
 * Starts the bare server on 127.0.0.1 (a free port). `GET /meetings?manager=<id>` answers the
 * manager's 50 newest meetings. Returns its base URL and `close`.
 */
export async function startBareServer(
  query: RawQuery,
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/meetings', async (request) => {
    const manager = Number((request.query as { manager?: string }).manager);
    return (await query(FIFTY_BY_MANAGER, [manager])).rows;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
