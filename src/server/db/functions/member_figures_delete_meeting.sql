-- member_figures, a meeting deleted: counted by a BEFORE DELETE row trigger, with its items'
-- figures (the items, deleted by the cascade afterwards, can no longer be joined to it).
-- Cites: docs/decisions/0021-member-figures.md.
-- Migrations: 0016. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- member_figures_delete_meeting
CREATE OR REPLACE FUNCTION public.member_figures_delete_meeting()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE member_figures f SET meetings = f.meetings - 1,
    completed = f.completed - (OLD.status = 'completed')::int,
    in_progress = f.in_progress - (OLD.status = 'in_progress')::int,
    scheduled = f.scheduled - (OLD.status = 'scheduled')::int,
    minutes = f.minutes - OLD.duration, items = f.items - x.items,
    items_completed = f.items_completed - x.done, items_stuck = f.items_stuck - x.stuck,
    open_items_live = f.open_items_live
      - CASE WHEN OLD.status <> 'completed' THEN x.items - x.done ELSE 0 END
  FROM (
    SELECT count(*) AS items,
      count(*) FILTER (WHERE i.status = 'completed' AND NOT (i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false))) AS done,
      count(*) FILTER (WHERE i.status = 'stuck' OR coalesce(i.stuck_reason ~ '\S', false)) AS stuck
    FROM action_items i WHERE i.meeting_id = OLD.id
  ) x
  WHERE f.team_member_id = OLD.team_member_id AND f.organization_id = OLD.organization_id;
  RETURN OLD;
END $function$;

CREATE OR REPLACE TRIGGER member_figures_meetings_delete BEFORE DELETE ON public.meetings FOR EACH ROW EXECUTE FUNCTION member_figures_delete_meeting();
