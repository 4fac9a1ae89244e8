-- member_figures, meetings updated: -1 x the rows before and +1 x the rows after per member
-- (meetings by status, minutes); a meeting moved to another member or organisation, or to or from
-- completed, moves its items' figures too: items, completed, stuck (product rule 8) and
-- open_items_live (the open items of meetings not completed).
-- Cites: docs/decisions/0021-member-figures.md; docs/glossary.md.
-- Migrations: 0016, 0044. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- member_figures_update_meetings
CREATE OR REPLACE FUNCTION public.member_figures_update_meetings()
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
  WITH changed AS (
    SELECT o.id, o.team_member_id AS old_tm, o.organization_id AS old_org,
      o.status AS old_status, n.team_member_id AS new_tm, n.organization_id AS new_org,
      n.status AS new_status
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.team_member_id, o.organization_id, o.status = 'completed')
      IS DISTINCT FROM (n.team_member_id, n.organization_id, n.status = 'completed')
  ), per_meeting AS (
    SELECT c.*, count(i.id) AS items,
      count(i.id) FILTER (WHERE i.status = 'completed' AND NOT (i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false))) AS done,
      count(i.id) FILTER (WHERE i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false)) AS stuck
    FROM changed c JOIN action_items i ON i.meeting_id = c.id GROUP BY c.id, c.old_tm, c.old_org,
      c.old_status, c.new_tm, c.new_org, c.new_status
  ), delta AS (
    SELECT team_member_id AS tm, organization_id AS org, -1 AS meetings,
      -(status = 'completed')::int AS completed, -(status = 'in_progress')::int AS in_progress,
      -(status = 'scheduled')::int AS scheduled, -duration::bigint AS minutes, 0::bigint AS items,
      0::bigint AS done, 0::bigint AS stuck, 0::bigint AS live
    FROM old_rows
    UNION ALL
    SELECT team_member_id, organization_id, 1, (status = 'completed')::int,
      (status = 'in_progress')::int, (status = 'scheduled')::int, duration, 0, 0, 0, 0
    FROM new_rows
    UNION ALL
    SELECT old_tm, old_org, 0, 0, 0, 0, 0, -items, -done, -stuck,
      CASE WHEN old_status <> 'completed' THEN -(items - done) ELSE 0 END
    FROM per_meeting
    UNION ALL
    SELECT new_tm, new_org, 0, 0, 0, 0, 0, items, done, stuck,
      CASE WHEN new_status <> 'completed' THEN items - done ELSE 0 END
    FROM per_meeting
  ), summed AS (
    SELECT tm, org, sum(meetings) AS meetings, sum(completed) AS completed,
      sum(in_progress) AS in_progress, sum(scheduled) AS scheduled, sum(minutes) AS minutes,
      sum(items) AS items, sum(done) AS done, sum(stuck) AS stuck, sum(live) AS live
    FROM delta GROUP BY tm, org
  )
  INSERT INTO member_figures AS f (team_member_id, organization_id, meetings, completed,
    in_progress, scheduled, minutes, items, items_completed, items_stuck, open_items_live)
  SELECT tm, org, meetings, completed, in_progress, scheduled, minutes, items, done, stuck, live
  FROM summed
  WHERE (meetings, completed, in_progress, scheduled, minutes, items, done, stuck, live)
    IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY tm, org
  ON CONFLICT (team_member_id, organization_id) DO UPDATE SET
    meetings = f.meetings + excluded.meetings, completed = f.completed + excluded.completed,
    in_progress = f.in_progress + excluded.in_progress, scheduled = f.scheduled + excluded.scheduled,
    minutes = f.minutes + excluded.minutes, items = f.items + excluded.items,
    items_completed = f.items_completed + excluded.items_completed,
    items_stuck = f.items_stuck + excluded.items_stuck,
    open_items_live = f.open_items_live + excluded.open_items_live;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER member_figures_meetings_update AFTER UPDATE ON public.meetings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_update_meetings();
