-- An organisation's search configuration (`organizations.search_config`, default english; decision 33).
-- Cites: docs/decisions/0033-search.md.
-- Migrations: 0047. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- cadence_org_search_config
CREATE OR REPLACE FUNCTION public.cadence_org_search_config(org integer)
 RETURNS regconfig
 LANGUAGE sql
 STABLE
AS $function$ SELECT cadence_search_regconfig(search_config) FROM organizations WHERE id = org $function$;
