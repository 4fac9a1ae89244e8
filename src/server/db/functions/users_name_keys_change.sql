-- A renamed person's member_figures rows follow their name order keys; fires only when a name
-- changes (no figure changes, so organization_figures writes nothing).
-- Cites: docs/decisions/0021-member-figures.md, amendment "Name keys".
-- Migrations: 0037. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- users_name_keys_change
CREATE OR REPLACE FUNCTION public.users_name_keys_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE member_figures
  SET first_key = lower(coalesce(NEW.first_name, '')), last_key = lower(coalesce(NEW.last_name, ''))
  WHERE team_member_id = NEW.id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER users_name_keys_change AFTER UPDATE OF first_name, last_name ON public.users FOR EACH ROW WHEN (((old.first_name IS DISTINCT FROM new.first_name) OR (old.last_name IS DISTINCT FROM new.last_name))) EXECUTE FUNCTION users_name_keys_change();
