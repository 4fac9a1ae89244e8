/**
 * Full-text search (docs/decisions/0033-search.md): the module's public face. Its route, the
 * blind index other modules write for private notes, and the search condition of the meetings
 * list filter.
 */
export { registerSearchRoutes } from './search.routes';
export { indexPrivateNotes, privateNoteTokens } from './blind-index';
export { meetingTextMatchesSql } from './search-sql';
