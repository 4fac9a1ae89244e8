-- The tsquery of a search: websearch_to_tsquery of the words, the last typed word also as a prefix (decision 33).
-- Cites: docs/decisions/0033-search.md.
-- Migrations: 0047. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- cadence_search_query
CREATE OR REPLACE FUNCTION public.cadence_search_query(cfg regconfig, q text, last text)
 RETURNS tsquery
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE WHEN last = '' THEN websearch_to_tsquery(cfg, q)
    ELSE websearch_to_tsquery(cfg, q) && (websearch_to_tsquery(cfg, last) || to_tsquery(cfg, last || ':*')) END $function$;
