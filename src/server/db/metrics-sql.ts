/**
 * The rates and the performance score of src/shared/domain/metrics.ts (spec 9) in SQL, for the
 * statements that rank members by them and for the columns member_figures keeps of them
 * (schema.ts, migration 0038). Double precision, as JavaScript computes them:
 * Math.round(x) = floor(x + 0.5) on these values; analytics.team-figures.test.ts compares them
 * with the functions over every pair of counts up to 200.
 */
import { sql, type SQL } from 'drizzle-orm';

/** completionRate(part, whole) of metrics.ts in SQL (float8): 0–100, 0 when whole <= 0. */
export const rateSql = (part: SQL, whole: SQL): SQL =>
  sql`(case when ${whole} > 0 then least(100::float8, floor(greatest(0, ${part})::float8 / ${whole}::float8 * 100::float8 + 0.5::float8)) else 0::float8 end)`;

/** performanceScore(meetingRate, itemRate) of metrics.ts in SQL (float8); rates 0–100. */
export const scoreSql = (meetingRate: SQL, itemRate: SQL): SQL =>
  sql`floor(0.6::float8 * ${meetingRate} + 0.4::float8 * ${itemRate} + 0.5::float8)`;
