-- A new member_figures row takes its member's name order keys (lower(coalesce(...)) of the first
-- and last name), the pages' BY_NAME order.
-- Cites: docs/decisions/0021-member-figures.md, amendment "Name keys".
-- Migrations: 0037. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- member_figures_name_keys
CREATE OR REPLACE FUNCTION public.member_figures_name_keys()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  SELECT lower(coalesce(u.first_name, '')), lower(coalesce(u.last_name, ''))
    INTO NEW.first_key, NEW.last_key
  FROM users u WHERE u.id = NEW.team_member_id;
  NEW.first_key := coalesce(NEW.first_key, '');
  NEW.last_key := coalesce(NEW.last_key, '');
  RETURN NEW;
END $function$;

CREATE OR REPLACE TRIGGER member_figures_name_keys BEFORE INSERT ON public.member_figures FOR EACH ROW EXECUTE FUNCTION member_figures_name_keys();
