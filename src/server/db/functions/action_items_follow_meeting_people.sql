-- An item's owner is one of its 1:1's two people: when a 1:1 changes its team member or manager
-- (an edit, a reassignment, a series' "this and following"), the items the previous person owned
-- pass to the new one, in the transaction of the write.
-- Cites: docs/decisions/0032-action-item-owner-due.md.
-- Migrations: 0043. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- action_items_follow_meeting_people
CREATE OR REPLACE FUNCTION public.action_items_follow_meeting_people()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.team_member_id IS DISTINCT FROM OLD.team_member_id THEN
    UPDATE action_items SET owner_id = NEW.team_member_id
    WHERE meeting_id = NEW.id AND owner_id = OLD.team_member_id;
  END IF;
  IF NEW.manager_id IS DISTINCT FROM OLD.manager_id THEN
    UPDATE action_items SET owner_id = NEW.manager_id
    WHERE meeting_id = NEW.id AND owner_id = OLD.manager_id;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE TRIGGER action_items_follow_meeting_people AFTER UPDATE OF team_member_id, manager_id ON public.meetings FOR EACH ROW WHEN (((new.team_member_id IS DISTINCT FROM old.team_member_id) OR (new.manager_id IS DISTINCT FROM old.manager_id))) EXECUTE FUNCTION action_items_follow_meeting_people();
