-- meeting_open_items, items side: the open items that can be overdue, per meeting and the day they
-- are overdue from ("overdue" in docs/glossary.md; figures.ts isOverdueActionItem): an item with a
-- due date from its due date, whatever its meeting's status; one without from its meeting's date
-- while the meeting is not completed. Open = not (completed and not stuck); stuck = status 'stuck'
-- or a reason with a non-space character (product rule 8). Rows that fall to 0 are deleted.
-- Cites: docs/decisions/0021-member-figures.md, amendment "Month figures and open items per
-- meeting"; docs/decisions/0032-action-item-owner-due.md.
-- Migrations: 0020, 0043. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- meeting_open_items_change_items
CREATE OR REPLACE FUNCTION public.meeting_open_items_change_items()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, meeting_id, status, stuck_reason, due_date FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, meeting_id, status, stuck_reason, due_date FROM old_rows'
    ELSE 'SELECT -1 AS sign, meeting_id, status, stuck_reason, due_date FROM old_rows UNION ALL '
      || 'SELECT 1, meeting_id, status, stuck_reason, due_date FROM new_rows' END;
BEGIN
  EXECUTE format($sql$
  WITH summed AS (
    SELECT r.meeting_id, coalesce(r.due_date, m.date) AS day, sum(r.sign) AS n
    FROM (%s) r JOIN meetings m ON m.id = r.meeting_id
    WHERE NOT (r.status = 'completed'
        AND NOT (r.status = 'stuck' OR coalesce(r.stuck_reason ~ '\S', false)))
      AND (r.due_date IS NOT NULL OR m.status <> 'completed')
    GROUP BY 1, 2
  )
  INSERT INTO meeting_open_items AS o (meeting_id, organization_id, team_member_id, date,
    open_items)
  SELECT m.id, m.organization_id, m.team_member_id, s.day, s.n
  FROM summed s JOIN meetings m ON m.id = s.meeting_id
  WHERE s.n <> 0
  ORDER BY m.id, s.day
  ON CONFLICT (meeting_id, date) DO UPDATE SET open_items = o.open_items + excluded.open_items
  $sql$, source);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format($sql$
    DELETE FROM meeting_open_items o WHERE o.open_items <= 0
      AND o.meeting_id IN (SELECT meeting_id FROM (%s) r)
    $sql$, source);
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER meeting_open_items_items_delete AFTER DELETE ON public.action_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_open_items_change_items();
CREATE OR REPLACE TRIGGER meeting_open_items_items_insert AFTER INSERT ON public.action_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_open_items_change_items();
CREATE OR REPLACE TRIGGER meeting_open_items_items_update AFTER UPDATE ON public.action_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_open_items_change_items();
