DROP INDEX "member_figures_behind_idx";--> statement-breakpoint
ALTER TABLE "member_figures" ADD COLUMN "completion_rate" integer GENERATED ALWAYS AS (((case when "meetings" > 0 then least(100::float8, floor(greatest(0, "completed")::float8 / "meetings"::float8 * 100::float8 + 0.5::float8)) else 0::float8 end))::integer) STORED;--> statement-breakpoint
ALTER TABLE "member_figures" ADD COLUMN "score" integer GENERATED ALWAYS AS ((floor(0.6::float8 * (case when "meetings" > 0 then least(100::float8, floor(greatest(0, "completed")::float8 / "meetings"::float8 * 100::float8 + 0.5::float8)) else 0::float8 end) + 0.4::float8 * (case when "items" > 0 then least(100::float8, floor(greatest(0, "items_completed")::float8 / "items"::float8 * 100::float8 + 0.5::float8)) else 0::float8 end) + 0.5::float8))::integer) STORED;--> statement-breakpoint
ALTER TABLE "member_figures" ADD COLUMN "behind_before_pivot" integer GENERATED ALWAYS AS ("scheduled_before_pivot" + "open_items_before_pivot") STORED;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "minutes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "members_with_meetings" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "scheduled_before_pivot" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "open_items_before_pivot" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_figures" ADD COLUMN "members_behind_before_pivot" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "member_figures_score_idx" ON "member_figures" USING btree ("organization_id","score","first_key","last_key","team_member_id") WHERE "member_figures"."meetings" > 0;--> statement-breakpoint
CREATE INDEX "member_figures_rate_idx" ON "member_figures" USING btree ("organization_id","completion_rate","first_key","last_key","team_member_id") WHERE "member_figures"."meetings" > 0;--> statement-breakpoint
CREATE INDEX "member_figures_behind_idx" ON "member_figures" USING btree ("organization_id","behind_before_pivot" desc,"first_key","last_key","team_member_id") WHERE "member_figures"."behind_before_pivot" > 0;--> statement-breakpoint
-- member_figures generates each member's completion rate, performance score (metrics.ts, in
-- SQL: src/server/db/metrics-sql.ts) and overdue figure before the pivot day, and indexes them
-- with the name keys, so that Team Analytics and Behind Schedule of a whole organisation read
-- the first rows of an index instead of rating every member; organization_figures also sums
-- the minutes, the members with meetings and the "before the pivot" figures, for their totals
-- (docs/decisions/0021-member-figures.md, amendment "Scores and overdue figures"). Same
-- trigger as migration 0036 with these columns; a stripe is deleted when every figure is 0.
CREATE OR REPLACE FUNCTION organization_figures_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_before text := 'SELECT organization_id, team_member_id, -meetings AS meetings, '
    || '-completed AS completed, -in_progress AS in_progress, -scheduled AS scheduled, '
    || '-items AS items, -items_completed AS items_completed, -items_stuck AS items_stuck, '
    || '-(items > 0)::int AS with_items, '
    || '-(items - items_completed - items_stuck > 0)::int AS with_pending, '
    || '-minutes AS minutes, -(meetings > 0)::int AS with_meetings, '
    || '-scheduled_before_pivot AS scheduled_before_pivot, '
    || '-open_items_before_pivot AS open_items_before_pivot, '
    || '-(scheduled_before_pivot + open_items_before_pivot > 0)::int AS behind FROM old_rows';
  rows_after text := 'SELECT organization_id, team_member_id, meetings, completed, in_progress, '
    || 'scheduled, items, items_completed, items_stuck, (items > 0)::int AS with_items, '
    || '(items - items_completed - items_stuck > 0)::int AS with_pending, '
    || 'minutes, (meetings > 0)::int AS with_meetings, scheduled_before_pivot, '
    || 'open_items_before_pivot, '
    || '(scheduled_before_pivot + open_items_before_pivot > 0)::int AS behind FROM new_rows';
BEGIN
  EXECUTE format($sql$
  INSERT INTO organization_figures AS o (organization_id, stripe, meetings, completed,
    in_progress, scheduled, items, items_completed, items_stuck, members_with_items,
    members_with_pending, minutes, members_with_meetings, scheduled_before_pivot,
    open_items_before_pivot, members_behind_before_pivot)
  SELECT organization_id, team_member_id %% 16, sum(meetings), sum(completed), sum(in_progress),
    sum(scheduled), sum(items), sum(items_completed), sum(items_stuck), sum(with_items),
    sum(with_pending), sum(minutes), sum(with_meetings), sum(scheduled_before_pivot),
    sum(open_items_before_pivot), sum(behind)
  FROM (%s) r GROUP BY 1, 2
  HAVING (sum(meetings), sum(completed), sum(in_progress), sum(scheduled), sum(items),
    sum(items_completed), sum(items_stuck), sum(with_items), sum(with_pending), sum(minutes),
    sum(with_meetings), sum(scheduled_before_pivot), sum(open_items_before_pivot), sum(behind))
    <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY 1, 2
  ON CONFLICT (organization_id, stripe) DO UPDATE SET meetings = o.meetings + excluded.meetings,
    completed = o.completed + excluded.completed, in_progress = o.in_progress + excluded.in_progress,
    scheduled = o.scheduled + excluded.scheduled, items = o.items + excluded.items,
    items_completed = o.items_completed + excluded.items_completed,
    items_stuck = o.items_stuck + excluded.items_stuck,
    members_with_items = o.members_with_items + excluded.members_with_items,
    members_with_pending = o.members_with_pending + excluded.members_with_pending,
    minutes = o.minutes + excluded.minutes,
    members_with_meetings = o.members_with_meetings + excluded.members_with_meetings,
    scheduled_before_pivot = o.scheduled_before_pivot + excluded.scheduled_before_pivot,
    open_items_before_pivot = o.open_items_before_pivot + excluded.open_items_before_pivot,
    members_behind_before_pivot = o.members_behind_before_pivot
      + excluded.members_behind_before_pivot
  $sql$, CASE TG_OP WHEN 'INSERT' THEN rows_after WHEN 'DELETE' THEN rows_before
    ELSE rows_before || ' UNION ALL ' || rows_after END);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM organization_figures o
    WHERE (o.meetings, o.completed, o.in_progress, o.scheduled, o.items, o.items_completed,
        o.items_stuck, o.members_with_items, o.members_with_pending, o.minutes,
        o.members_with_meetings, o.scheduled_before_pivot, o.open_items_before_pivot,
        o.members_behind_before_pivot) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      AND o.organization_id IN (SELECT organization_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows already there (a stripe with any of these figures has meetings, so it exists).
UPDATE organization_figures o SET minutes = x.minutes, members_with_meetings = x.with_meetings,
  scheduled_before_pivot = x.scheduled_before_pivot,
  open_items_before_pivot = x.open_items_before_pivot, members_behind_before_pivot = x.behind
FROM (
  SELECT organization_id, team_member_id % 16 AS stripe, sum(minutes) AS minutes,
    count(*) FILTER (WHERE meetings > 0) AS with_meetings,
    sum(scheduled_before_pivot) AS scheduled_before_pivot,
    sum(open_items_before_pivot) AS open_items_before_pivot,
    count(*) FILTER (WHERE scheduled_before_pivot + open_items_before_pivot > 0) AS behind
  FROM member_figures GROUP BY 1, 2
) x
WHERE o.organization_id = x.organization_id AND o.stripe = x.stripe;
