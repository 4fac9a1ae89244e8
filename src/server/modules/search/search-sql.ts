/**
 * The search condition other lists use (docs/decisions/0033-search.md): the meetings list's
 * `search` filter reads the same index and query as GET /api/search.
 */
import { sql, type SQL } from 'drizzle-orm';
import { splitLastWord } from './search-query';

/**
 * SQL on `meetings`: its title, agenda or shared notes match `q` (websearch syntax, the last
 * word also as a prefix) in organisation `organizationId`'s text search configuration, by the
 * `meetings_search_idx` GIN index. A `q` without any word (`%`, only stop words) matches none.
 */
export function meetingTextMatchesSql(organizationId: number, q: string): SQL {
  const { rest, last } = splitLastWord(q);
  return sql`"meetings"."search_vector" @@ cadence_search_query(cadence_org_search_config(${organizationId}), ${rest}, ${last})`;
}
