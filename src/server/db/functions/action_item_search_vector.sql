-- action_items.search_vector: description and stuck reason (decision 33).
-- Cites: docs/decisions/0033-search.md.
-- Migrations: 0047. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- action_item_search_vector
CREATE OR REPLACE FUNCTION public.action_item_search_vector()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE cfg regconfig := cadence_org_search_config(
  (SELECT organization_id FROM meetings WHERE id = NEW.meeting_id));
BEGIN
  NEW.search_vector := setweight(to_tsvector(cfg, replace(NEW.description, '<', chr(4)))
    || to_tsvector(cfg, replace(coalesce(NEW.stuck_reason, ''), '<', chr(4))), 'C');
  RETURN NEW;
END $function$;

CREATE OR REPLACE TRIGGER action_item_search_vector BEFORE INSERT OR UPDATE OF description, stuck_reason, meeting_id ON public.action_items FOR EACH ROW EXECUTE FUNCTION action_item_search_vector();
