-- meeting_open_items, meetings side: a meeting whose status (to or from completed), date, member
-- or organisation changed has its rows rebuilt from its items (same overdue rule as
-- meeting_open_items_change_items).
-- Cites: docs/glossary.md; docs/decisions/0032-action-item-owner-due.md.
-- Migrations: 0020, 0043, 0044. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- meeting_open_items_update_meetings
CREATE OR REPLACE FUNCTION public.meeting_open_items_update_meetings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- An update that changes none of the columns the figures read (the live 1:1's HTML
  -- write-back of notes and agenda, a title, a video link) changes no figure (decision 29).
  -- (Nested: old_rows exists only in an UPDATE's or DELETE's trigger.)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.team_member_id, o.organization_id, o.status, o.date, o.duration)
        IS DISTINCT FROM (n.team_member_id, n.organization_id, n.status, n.date, n.duration)) THEN
      RETURN NULL;
    END IF;
  END IF;
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
