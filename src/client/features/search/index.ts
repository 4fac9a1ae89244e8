/**
 * Full-text search (docs/decisions/0033-search.md): the header's search box, the results page's
 * body, the meeting page's highlighting of the searched words, and the search's paged query.
 * Other features and app/ import this feature only from this file.
 */
export { HeaderSearchBox, HEADER_SEARCH_ID } from './components/header-search-box';
export { SearchResults, type PersonFilter } from './components/search-results';
export { Snippet, snippetPieces } from './components/snippet';
export {
  highlightTerms,
  useSearchHighlight,
  SEARCH_HIGHLIGHT,
} from './components/search-highlight';
export {
  resultPath,
  searchPagedQuery,
  searchPath,
  SEARCH_KEY,
  useSearchResults,
  type SearchParams,
} from './api/search';
