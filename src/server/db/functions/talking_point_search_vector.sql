-- talking_points.search_vector: the point's text in its organisation's configuration (decision 33).
-- Cites: docs/decisions/0033-search.md.
-- Migrations: 0047. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- talking_point_search_vector
CREATE OR REPLACE FUNCTION public.talking_point_search_vector()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.search_vector := setweight(to_tsvector(
    cadence_org_search_config((SELECT organization_id FROM meetings WHERE id = NEW.meeting_id)),
    replace(NEW.text, '<', chr(4))), 'C');
  RETURN NEW;
END $function$;

CREATE OR REPLACE TRIGGER talking_point_search_vector BEFORE INSERT OR UPDATE OF text, meeting_id ON public.talking_points FOR EACH ROW EXECUTE FUNCTION talking_point_search_vector();
