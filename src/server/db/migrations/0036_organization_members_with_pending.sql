ALTER TABLE "organization_figures" ADD COLUMN "members_with_pending" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- organization_figures also counts the members with at least one pending action item (items
-- neither completed nor stuck: member_figures' items - items_completed - items_stuck > 0), the
-- Team Member Progress card of a whole organisation (docs/decisions/0021-member-figures.md,
-- amendment "Organisation figures"). Same trigger as migration 0032 with this column; a stripe
-- is deleted when every figure is 0.
CREATE OR REPLACE FUNCTION organization_figures_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_before text := 'SELECT organization_id, team_member_id, -meetings AS meetings, '
    || '-completed AS completed, -in_progress AS in_progress, -scheduled AS scheduled, '
    || '-items AS items, -items_completed AS items_completed, -items_stuck AS items_stuck, '
    || '-(items > 0)::int AS with_items, '
    || '-(items - items_completed - items_stuck > 0)::int AS with_pending FROM old_rows';
  rows_after text := 'SELECT organization_id, team_member_id, meetings, completed, in_progress, '
    || 'scheduled, items, items_completed, items_stuck, (items > 0)::int AS with_items, '
    || '(items - items_completed - items_stuck > 0)::int AS with_pending FROM new_rows';
BEGIN
  EXECUTE format($sql$
  INSERT INTO organization_figures AS o (organization_id, stripe, meetings, completed,
    in_progress, scheduled, items, items_completed, items_stuck, members_with_items,
    members_with_pending)
  SELECT organization_id, team_member_id %% 16, sum(meetings), sum(completed), sum(in_progress),
    sum(scheduled), sum(items), sum(items_completed), sum(items_stuck), sum(with_items),
    sum(with_pending)
  FROM (%s) r GROUP BY 1, 2
  HAVING (sum(meetings), sum(completed), sum(in_progress), sum(scheduled), sum(items),
    sum(items_completed), sum(items_stuck), sum(with_items), sum(with_pending))
    <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY 1, 2
  ON CONFLICT (organization_id, stripe) DO UPDATE SET meetings = o.meetings + excluded.meetings,
    completed = o.completed + excluded.completed, in_progress = o.in_progress + excluded.in_progress,
    scheduled = o.scheduled + excluded.scheduled, items = o.items + excluded.items,
    items_completed = o.items_completed + excluded.items_completed,
    items_stuck = o.items_stuck + excluded.items_stuck,
    members_with_items = o.members_with_items + excluded.members_with_items,
    members_with_pending = o.members_with_pending + excluded.members_with_pending
  $sql$, CASE TG_OP WHEN 'INSERT' THEN rows_after WHEN 'DELETE' THEN rows_before
    ELSE rows_before || ' UNION ALL ' || rows_after END);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM organization_figures o
    WHERE (o.meetings, o.completed, o.in_progress, o.scheduled, o.items, o.items_completed,
        o.items_stuck, o.members_with_items, o.members_with_pending) = (0, 0, 0, 0, 0, 0, 0, 0, 0)
      AND o.organization_id IN (SELECT organization_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows already there (every stripe with items has meetings, so it exists).
UPDATE organization_figures o SET members_with_pending = x.with_pending
FROM (
  SELECT organization_id, team_member_id % 16 AS stripe,
    count(*) FILTER (WHERE items - items_completed - items_stuck > 0) AS with_pending
  FROM member_figures GROUP BY 1, 2
) x
WHERE o.organization_id = x.organization_id AND o.stripe = x.stripe;
