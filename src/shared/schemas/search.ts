/**
 * Full-text search across the 1:1 history (docs/decisions/0033-search.md):
 * `GET /api/search?q=&cursor=&from=&to=&personId=` answers the 1:1s the caller may read whose
 * title, agenda, shared notes, talking points, action items or the caller's own private note
 * match `q`, 20 a page, most relevant first (then newest), each with the matched fields'
 * snippets. The query syntax is PostgreSQL's `websearch_to_tsquery` (docs/api.md "Search").
 */
import { z } from 'zod';
import { cursorParam } from './page';
import { localDate, localTime } from './api';
import { DATE_PATTERN } from './meeting';

/** 1:1s per page of GET /api/search. */
export const SEARCH_PAGE_SIZE = 20;
/** Shortest and longest `q`, in characters (after trimming). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;

export const SEARCH_FIELDS = [
  'title',
  'agenda',
  'notes',
  'talkingPoint',
  'actionItem',
  'privateNote',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The opening and closing marks of a matched word in a snippet: the only HTML a snippet holds. */
export const MARK_OPEN = '<mark>';
export const MARK_CLOSE = '</mark>';

/** Query of GET /api/search. */
export const searchQuerySchema = z.object({
  q: z
    .string({ message: 'Type something to search for' })
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters`),
  cursor: cursorParam,
  /** 1:1s dated on or after / on or before this `yyyy-MM-dd` (the 1:1's own date; inclusive). */
  from: z.string().regex(DATE_PATTERN, 'From must be in yyyy-MM-dd format').optional(),
  to: z.string().regex(DATE_PATTERN, 'To must be in yyyy-MM-dd format').optional(),
  /** Only the 1:1s this person takes part in (as team member or manager). */
  personId: z.coerce
    .number({ message: 'Person must be an id' })
    .int('Person must be an id')
    .positive('Person must be an id')
    .max(2_147_483_647, 'Person must be an id')
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * One matched field of a 1:1: `snippet` is plain text around the match, HTML-escaped, with the
 * matched words between `<mark>` and `</mark>` and no other markup.
 */
export const searchMatchSchema = z.object({
  field: z.enum(SEARCH_FIELDS),
  snippet: z.string(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

/** One 1:1 of the results, with the person on the other side of it from the caller. */
export const searchResultSchema = z
  .object({
    meetingId: z.number().int(),
    date: localDate,
    startTime: localTime,
    timezone: z.string(),
    title: z.string().nullable(),
    otherPersonName: z.string(),
    matches: z.array(searchMatchSchema),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A page of GET /api/search: `nextCursor` is the next page's `cursor`, null after the last. */
export const searchPageSchema = z
  .object({
    results: z.array(searchResultSchema),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'SearchPage' });
export type SearchPage = z.infer<typeof searchPageSchema>;
