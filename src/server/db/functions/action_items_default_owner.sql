-- An action item inserted without owner_id belongs to its 1:1's team member (the spec's string
-- lines, the demo's and the tests' seeds).
-- Cites: product rule 5; docs/decisions/0032-action-item-owner-due.md.
-- Migrations: 0043. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- action_items_default_owner
CREATE OR REPLACE FUNCTION public.action_items_default_owner()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.owner_id IS NULL THEN
    SELECT team_member_id INTO NEW.owner_id FROM meetings WHERE id = NEW.meeting_id;
  END IF;
  RETURN NEW;
END $function$;

CREATE OR REPLACE TRIGGER action_items_default_owner BEFORE INSERT ON public.action_items FOR EACH ROW WHEN ((new.owner_id IS NULL)) EXECUTE FUNCTION action_items_default_owner();
