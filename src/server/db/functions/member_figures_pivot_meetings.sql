-- member_figures.scheduled_before_pivot: the scheduled meetings dated before the pivot day (a
-- status change, a move across the pivot or to another member: -1 before, +1 after); a read of
-- "overdue at today" adds or removes the days between the pivot and today.
-- Cites: docs/decisions/0021-member-figures.md, amendment "Pivot day"; docs/glossary.md.
-- Migrations: 0026, 0044. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- member_figures_pivot_meetings
CREATE OR REPLACE FUNCTION public.member_figures_pivot_meetings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  rows_before text := 'SELECT -1 AS sign, team_member_id, organization_id, date, 1 AS n '
    || 'FROM old_rows WHERE status = ''scheduled''';
  rows_after text := 'SELECT 1 AS sign, team_member_id, organization_id, date, 1 AS n '
    || 'FROM new_rows WHERE status = ''scheduled''';
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
  EXECUTE member_figures_pivot_sql(CASE TG_OP WHEN 'INSERT' THEN rows_after
    WHEN 'DELETE' THEN rows_before ELSE rows_before || ' UNION ALL ' || rows_after END,
    'scheduled_before_pivot', TG_OP = 'DELETE') USING (SELECT day FROM figures_pivot);
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER member_figures_pivot_meetings_delete AFTER DELETE ON public.meetings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_meetings();
CREATE OR REPLACE TRIGGER member_figures_pivot_meetings_insert AFTER INSERT ON public.meetings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_meetings();
CREATE OR REPLACE TRIGGER member_figures_pivot_meetings_update AFTER UPDATE ON public.meetings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_meetings();
