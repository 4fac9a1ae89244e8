-- member_figures.open_items_before_pivot: the meeting_open_items rows dated before the pivot day,
-- weighted by open_items (the open items that are overdue at the pivot).
-- Cites: docs/decisions/0021-member-figures.md, amendment "Pivot day"; docs/glossary.md.
-- Migrations: 0026. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- member_figures_pivot_open_items
CREATE OR REPLACE FUNCTION public.member_figures_pivot_open_items()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  rows_before text := 'SELECT -1 AS sign, team_member_id, organization_id, date, open_items AS n '
    || 'FROM old_rows';
  rows_after text := 'SELECT 1 AS sign, team_member_id, organization_id, date, open_items AS n '
    || 'FROM new_rows';
BEGIN
  EXECUTE member_figures_pivot_sql(CASE TG_OP WHEN 'INSERT' THEN rows_after
    WHEN 'DELETE' THEN rows_before ELSE rows_before || ' UNION ALL ' || rows_after END,
    'open_items_before_pivot', TG_OP = 'DELETE') USING (SELECT day FROM figures_pivot);
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER member_figures_pivot_open_items_delete AFTER DELETE ON public.meeting_open_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_open_items();
CREATE OR REPLACE TRIGGER member_figures_pivot_open_items_insert AFTER INSERT ON public.meeting_open_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_open_items();
CREATE OR REPLACE TRIGGER member_figures_pivot_open_items_update AFTER UPDATE ON public.meeting_open_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_figures_pivot_open_items();
