/**
 * Date select of My Meetings (spec 2.6, 7): the values the server receives (`today`, `week` =
 * the last 7 days, `month` = since the same day one month earlier, in the user's timezone;
 * `all` sends nothing), as the meetings feature's filter bar offers them.
 */
import type { MEETING_PERIODS } from '@/client/features/meetings';

export type MeetingDateFilter = (typeof MEETING_PERIODS)[number]['value'];
