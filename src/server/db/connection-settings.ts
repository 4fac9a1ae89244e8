/**
 * The settings the app's PostgreSQL connections start with, put into the connection URL that
 * `openDatabase` (./client.ts) gives the pool (docs/decisions/0024-no-parallel-workers.md).
 */

/**
 * PostgreSQL settings every pooled connection starts with (the startup packet's `options`):
 * no parallel workers per query. Each of the app's statements reads a page or a handful of
 * figures; when PostgreSQL overestimates a reporting line's meetings it starts two workers,
 * and their start-up costs more than the statement (a Manager's count at 1,000,000 meetings:
 * 13.5 ms with workers, 2.4 ms without; docs/decisions/0024-no-parallel-workers.md).
 */
export const CONNECTION_SETTINGS = '-c max_parallel_workers_per_gather=0';

/**
 * `databaseUrl` with its `options` parameter (the startup packet's) set to the URL's own
 * options (an operator's `-c search_path=…`, say) followed by {@link CONNECTION_SETTINGS},
 * which win on a clash. In the URL, not beside it: pg takes a connection string's parameters
 * over the pool's own. A string that is not a URL is returned as it is (connecting reports it).
 */
export function withConnectionSettings(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return databaseUrl;
  }
  const own = url.searchParams.get('options');
  url.searchParams.set('options', own ? `${own} ${CONNECTION_SETTINGS}` : CONNECTION_SETTINGS);
  return url.toString();
}
