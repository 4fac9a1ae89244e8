-- meeting_open_items, meetings side: a meeting whose status (to or from completed), date, member
-- or organisation changed has its rows rebuilt from its items (same overdue rule as
-- meeting_open_items_change_items).
-- Cites: docs/glossary.md; docs/decisions/0032-action-item-owner-due.md.
-- Migrations: 0020, 0043. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- meeting_open_items_update_meetings
CREATE OR REPLACE FUNCTION public.meeting_open_items_update_meetings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM meeting_open_items o USING old_rows p JOIN new_rows n ON n.id = p.id
  WHERE o.meeting_id = n.id
    AND (p.status = 'completed', p.date, p.team_member_id, p.organization_id)
      IS DISTINCT FROM (n.status = 'completed', n.date, n.team_member_id, n.organization_id);
  INSERT INTO meeting_open_items (meeting_id, organization_id, team_member_id, date, open_items)
  SELECT n.id, n.organization_id, n.team_member_id, coalesce(i.due_date, n.date), count(*)
  FROM old_rows p JOIN new_rows n ON n.id = p.id JOIN action_items i ON i.meeting_id = n.id
  WHERE (p.status = 'completed', p.date, p.team_member_id, p.organization_id)
      IS DISTINCT FROM (n.status = 'completed', n.date, n.team_member_id, n.organization_id)
    AND (i.due_date IS NOT NULL OR n.status <> 'completed')
    AND NOT (i.status = 'completed'
      AND NOT (i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false)))
  GROUP BY n.id, n.organization_id, n.team_member_id, coalesce(i.due_date, n.date)
  ORDER BY 1, 4;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER meeting_open_items_meetings_update AFTER UPDATE ON public.meetings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION meeting_open_items_update_meetings();
