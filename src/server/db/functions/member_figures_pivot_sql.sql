-- The statement the pivot triggers run (transition tables are visible only there): a grouped delta
-- per member of the rows dated before the pivot. `source` yields (sign, team_member_id,
-- organization_id, date, n); `col` is the column. Inserted and updated rows are upserted in key
-- order; deleted rows only update, locked in key order.
-- Cites: docs/decisions/0021-member-figures.md, amendment "Pivot day".
-- Migrations: 0026. To change it: edit this file, then (convention 12)
--   npm run db:function-migration -- member_figures_pivot_sql
CREATE OR REPLACE FUNCTION public.member_figures_pivot_sql(source text, col text, is_delete boolean)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
BEGIN
  IF is_delete THEN
    RETURN format($sql$
    WITH summed AS (
      SELECT team_member_id AS tm, organization_id AS org, sum(sign * n) AS n
      FROM (%s) r WHERE date < $1 GROUP BY 1, 2
    ), locked AS (
      SELECT f.team_member_id, f.organization_id FROM member_figures f JOIN summed s
        ON f.team_member_id = s.tm AND f.organization_id = s.org
      WHERE s.n <> 0 ORDER BY 1, 2 FOR UPDATE OF f
    )
    UPDATE member_figures f SET %I = f.%I + s.n FROM summed s, locked l
    WHERE f.team_member_id = s.tm AND f.organization_id = s.org
      AND l.team_member_id = s.tm AND l.organization_id = s.org
    $sql$, source, col, col);
  END IF;
  RETURN format($sql$
  INSERT INTO member_figures AS f (team_member_id, organization_id, %I)
  SELECT team_member_id, organization_id, sum(sign * n)
  FROM (%s) r WHERE date < $1 GROUP BY 1, 2 HAVING sum(sign * n) <> 0 ORDER BY 1, 2
  ON CONFLICT (team_member_id, organization_id) DO UPDATE SET %I = f.%I + excluded.%I
  $sql$, col, source, col, col, col);
END $function$;
