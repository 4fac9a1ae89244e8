-- meetings.search_vector: title, agenda and shared notes, kept in the write's transaction (decision 33).
-- Cites: docs/decisions/0033-search.md.
-- Migrations: 0047. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- meeting_search_vector
CREATE OR REPLACE FUNCTION public.meeting_search_vector()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE cfg regconfig := cadence_org_search_config(NEW.organization_id);
BEGIN
  NEW.search_vector := setweight(to_tsvector(cfg, replace(coalesce(NEW.title, ''), '<', chr(4))), 'A')
    || setweight(to_tsvector(cfg, coalesce(NEW.agenda, '')), 'B')
    || setweight(to_tsvector(cfg, coalesce(NEW.notes, '')), 'B');
  RETURN NEW;
END $function$;

CREATE OR REPLACE TRIGGER meeting_search_vector BEFORE INSERT OR UPDATE OF title, agenda, notes, organization_id ON public.meetings FOR EACH ROW EXECUTE FUNCTION meeting_search_vector();
