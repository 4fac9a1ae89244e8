-- member_figures, action items written: a grouped delta per member of the items, completed and
-- stuck (item states of product rule 8 and figures.ts: stuck = status 'stuck' or a reason with a
-- non-space character; completed = not stuck and status 'completed').
-- Cites: docs/decisions/0021-member-figures.md; docs/glossary.md.
-- Migrations: 0016. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- member_figures_change_items
CREATE OR REPLACE FUNCTION public.member_figures_change_items()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  -- The transition tables that exist for this event: -1 for the rows before, +1 after.
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, meeting_id, status, stuck_reason FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, meeting_id, status, stuck_reason FROM old_rows'
    ELSE 'SELECT -1 AS sign, meeting_id, status, stuck_reason FROM old_rows UNION ALL '
      || 'SELECT 1, meeting_id, status, stuck_reason FROM new_rows' END;
BEGIN
  -- Items are counted through their meeting; an item whose meeting is being deleted (the
  -- cascade) no longer joins: member_figures_delete_meeting counted it.
  EXECUTE format($sql$
  WITH item AS (
    SELECT r.sign, m.team_member_id AS tm, m.organization_id AS org, m.status AS meeting_status,
      (r.status = 'stuck' OR coalesce(r.stuck_reason ~ '\S', false)) AS stuck, r.status
    FROM (%s) r JOIN meetings m ON m.id = r.meeting_id
  ), summed AS (
    SELECT tm, org, sum(sign) AS items,
      coalesce(sum(sign) FILTER (WHERE status = 'completed' AND NOT stuck), 0) AS done,
      coalesce(sum(sign) FILTER (WHERE stuck), 0) AS stuck,
      coalesce(sum(sign) FILTER (WHERE meeting_status <> 'completed'
        AND NOT (status = 'completed' AND NOT stuck)), 0) AS live
    FROM item GROUP BY tm, org
  )
  INSERT INTO member_figures AS f (team_member_id, organization_id, items, items_completed,
    items_stuck, open_items_live)
  SELECT tm, org, items, done, stuck, live FROM summed
  WHERE (items, done, stuck, live) IS DISTINCT FROM (0, 0, 0, 0)
  ORDER BY tm, org
  ON CONFLICT (team_member_id, organization_id) DO UPDATE SET
    items = f.items + excluded.items, items_completed = f.items_completed + excluded.items_completed,
    items_stuck = f.items_stuck + excluded.items_stuck,
    open_items_live = f.open_items_live + excluded.open_items_live
  $sql$, source);
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER member_figures_items_delete AFTER DELETE ON public.action_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_change_items();
CREATE OR REPLACE TRIGGER member_figures_items_insert AFTER INSERT ON public.action_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_change_items();
CREATE OR REPLACE TRIGGER member_figures_items_update AFTER UPDATE ON public.action_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_change_items();
