-- Every write to meetings and action_items first takes the figures_pivot row FOR SHARE (before any
-- member_figures row is locked), so the triggers below see the pivot day their transaction commits
-- with; the clean-up job moves the pivot holding it FOR UPDATE.
-- Cites: docs/decisions/0021-member-figures.md, amendment "Pivot day".
-- Migrations: 0026. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- figures_pivot_share
CREATE OR REPLACE FUNCTION public.figures_pivot_share()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1 FROM figures_pivot FOR SHARE;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER figures_pivot_share_items BEFORE INSERT OR DELETE OR UPDATE ON public.action_items FOR EACH STATEMENT EXECUTE FUNCTION figures_pivot_share();
CREATE OR REPLACE TRIGGER figures_pivot_share_meetings BEFORE INSERT OR DELETE OR UPDATE ON public.meetings FOR EACH STATEMENT EXECUTE FUNCTION figures_pivot_share();
