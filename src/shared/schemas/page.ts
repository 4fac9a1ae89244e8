/**
 * Keyset pages of the lists that grow with the organisation (docs/api.md "Paging"): a list
 * answers at most `PAGE_SIZE` rows and `nextCursor`, an opaque string to send back as `cursor`
 * for the rows after them (null: nothing more). A cursor names the last row's sort key, so a
 * page never repeats or skips a row that stays in the list between two calls.
 */
import { z } from 'zod';

/** Rows per page of every keyset-paged list. */
export const PAGE_SIZE = 50;

/** The message of a `cursor` this API did not give out (400, field `cursor`). */
export const CURSOR_INVALID = 'Cursor is not valid';

/** The `cursor` query parameter: the previous page's `nextCursor`; absent: the first page. */
export const cursorParam = z.string().max(1000, CURSOR_INVALID).optional();

/** `nextCursor` of a page: the `cursor` of the next page, or null after the last one. */
export const nextCursorSchema = z.string().nullable();
