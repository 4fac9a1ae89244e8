-- member_figures, meetings inserted: one grouped delta per member and statement: meetings, by
-- status (completed, in progress, scheduled), and minutes.
-- Cites: docs/decisions/0021-member-figures.md.
-- Migrations: 0016. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- member_figures_add_meetings
CREATE OR REPLACE FUNCTION public.member_figures_add_meetings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO member_figures AS f (team_member_id, organization_id, meetings, completed,
    in_progress, scheduled, minutes)
  SELECT team_member_id, organization_id, count(*), count(*) FILTER (WHERE status = 'completed'),
    count(*) FILTER (WHERE status = 'in_progress'), count(*) FILTER (WHERE status = 'scheduled'),
    sum(duration)
  FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (team_member_id, organization_id) DO UPDATE SET
    meetings = f.meetings + excluded.meetings, completed = f.completed + excluded.completed,
    in_progress = f.in_progress + excluded.in_progress, scheduled = f.scheduled + excluded.scheduled,
    minutes = f.minutes + excluded.minutes;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER member_figures_meetings_insert AFTER INSERT ON public.meetings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_add_meetings();
