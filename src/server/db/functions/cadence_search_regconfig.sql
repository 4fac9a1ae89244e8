-- The regconfig of a search configuration name: its accent-folding copy `cadence_<name>` (decision 33).
-- Cites: docs/decisions/0033-search.md.
-- Migrations: 0047. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- cadence_search_regconfig
CREATE OR REPLACE FUNCTION public.cadence_search_regconfig(name text)
 RETURNS regconfig
 LANGUAGE sql
 STABLE
AS $function$ SELECT ('cadence_' || name)::regconfig $function$;
