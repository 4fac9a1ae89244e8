-- organization_figures: the sums of each organisation's member_figures rows in 16 stripes
-- (team_member_id % 16): meetings by status, minutes, items (all, completed, stuck), members with
-- items, with pending items (neither completed nor stuck, product rule 8), with meetings, and the
-- "before the pivot" figures; -1 x the rows before, +1 x after, in key order; a stripe whose
-- figures all fall to 0 is deleted.
-- Cites: docs/decisions/0021-member-figures.md, amendments "Organisation figures" and "Scores and
-- overdue figures".
-- Migrations: 0028, 0032, 0036, 0038. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- organization_figures_change
CREATE OR REPLACE FUNCTION public.organization_figures_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE TRIGGER organization_figures_delete AFTER DELETE ON public.member_figures REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_figures_change();
CREATE OR REPLACE TRIGGER organization_figures_insert AFTER INSERT ON public.member_figures REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_figures_change();
CREATE OR REPLACE TRIGGER organization_figures_update AFTER UPDATE ON public.member_figures REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organization_figures_change();
