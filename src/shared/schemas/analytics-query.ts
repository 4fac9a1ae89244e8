/**
 * Query strings of the paged analytics calls (src/shared/schemas/analytics.ts): the member lists
 * of GET /api/analytics/progress, /action-items and /behind-schedule come a page at a time
 * (MEMBER_PAGE_SIZE: 50 members, 20 for the overviews' cards; the spec lists everyone, which
 * never finishes at organisation scale). The totals of each answer always count every member;
 * `membersTotal` counts the members of the list before paging, so "Showing X of Y members" and
 * "Show more members" need no other call.
 */
import { z } from 'zod';
import { MEMBER_PAGE_SIZE } from '../domain/constants';

/** Largest PostgreSQL `integer`: an offset past it could only page past the end. */
const MAX_OFFSET = 2_147_483_647;

/**
 * `limit` (1–200, default `defaultLimit`) and `offset` (0 or more, default 0) of a member list.
 */
function memberPageQuery(defaultLimit: number) {
  return z.object({
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(MEMBER_PAGE_SIZE.max, `Limit must be at most ${MEMBER_PAGE_SIZE.max}`)
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: 'Offset must be a number' })
      .int('Offset must be a whole number')
      .min(0, 'Offset must be 0 or more')
      .max(MAX_OFFSET, 'Offset is too large')
      .default(0),
  });
}

/** The page of a list of light members (Team Member Progress): 50 by default. */
export const memberPageQuerySchema = memberPageQuery(MEMBER_PAGE_SIZE.default);

/**
 * The page of a list of member cards that list items and meetings (the Action Items and Behind
 * Schedule overviews): 20 by default (MEMBER_PAGE_SIZE.cards).
 */
export const cardPageQuerySchema = memberPageQuery(MEMBER_PAGE_SIZE.cards);
export type MemberPageQuery = z.infer<typeof memberPageQuerySchema>;

/**
 * GET /api/analytics/progress query (spec 2.10): the page plus `search`, a case-insensitive
 * substring of the username or e-mail (blank: everyone).
 */
export const teamProgressQuerySchema = memberPageQuerySchema.extend({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});
export type TeamProgressQuery = z.infer<typeof teamProgressQuerySchema>;
